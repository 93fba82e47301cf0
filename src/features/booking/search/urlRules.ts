/** A search URL's rule broken, at the first parameter that breaks one. */
class UrlRuleBroken<R extends string> extends Error {
  constructor(
    readonly reason: R,
    readonly param: string,
  ) {
    super(`${reason}: ${param}`);
  }
}

/** Stops a module's URL check: `reason` is the rule, `param` the parameter that broke it. */
export function failUrlRule<R extends string>(reason: R, param: string): never {
  throw new UrlRuleBroken(reason, param);
}

/** Runs a module's URL check: what it read, or the first rule broken (any other error is thrown on). */
export function checkSearchUrl<T extends object, R extends string>(
  check: () => T,
): ({ ok: true } & T) | { ok: false; reason: R; param: string } {
  try {
    return { ok: true, ...check() };
  } catch (error) {
    if (error instanceof UrlRuleBroken) return { ok: false, reason: error.reason as R, param: error.param };
    throw error;
  }
}

/**
 * Whether the proxy should answer a module's results URL with the Invalid URL page: its check said
 * no. An unexpected failure lets the request through (the page validates again), so the proxy never
 * turns it into a 500.
 */
export async function failsSearchUrlCheck(module: string, check: () => Promise<{ ok: boolean }>) {
  try {
    return !(await check()).ok;
  } catch (error) {
    console.error(`${module} search URL check failed`, error instanceof Error ? error.message : error);
    return false;
  }
}
