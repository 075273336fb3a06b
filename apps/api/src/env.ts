/** The process environment, or a test's stand-in for it. */
export type Env = Record<string, string | undefined>;

/** A whole, non-negative number setting, or `fallback` when unset; anything else stops the start. */
export function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}
