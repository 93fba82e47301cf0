/**
 * One instance per server process. Next.js compiles the proxy and the app's routes into separate
 * bundles, each with its own copy of a module's variables: a cache or a once-a-minute warning kept
 * in a module variable would exist twice (or more), and say or ask everything twice. Kept on
 * `globalThis` under a well-known name, it exists once.
 */
export function processWide<T>(name: string, create: () => T): T {
  const scope = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`club-travel.${name}`);
  if (!(key in scope)) scope[key] = create();
  return scope[key] as T;
}
