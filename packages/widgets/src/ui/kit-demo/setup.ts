/**
 * For the kit stories: a Variant's `setup-app` that registers <owo-kit-demo> before the variant mounts.
 * It loads kit-demo.define on demand, in the browser only (Histoire collects stories in Node, where
 * setup-app never runs), so nothing else, the production builds included, ever imports it.
 *
 *   <Variant title="primary" :setup-app="kitDemo">
 */
export async function kitDemo(): Promise<void> {
  const { defineKitDemo } = await import('./kit-demo.define');
  defineKitDemo();
}
