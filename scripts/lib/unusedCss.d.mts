export const CONTENT: [string, RegExp][];
export function templatePrefixes(source: string): string[];
export function withoutUnusedRules(
  css: string,
  options?: { root?: string; extraContent?: string },
): Promise<string>;
export const LIBRARY_CLASS_PREFIXES: string[];
