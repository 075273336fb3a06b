/** TOOLCHAIN.md's launch flags for Debian's chromium (the Playwright config, examples/test and bench/lighthouse.ts use them). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
