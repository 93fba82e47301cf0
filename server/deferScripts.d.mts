export const PAINT_WAIT_MS: number;
export const EARLY_INPUT_KEY: string;
export function deferredOn(path: string, locales: readonly string[]): boolean;
export function deferChunkScripts(html: string, stylesheet?: (href: string) => string | null): string;
export function deferredChunksOf(html: string): {
  scripts: string[];
  preloads: string[];
  stylesheets: string[];
};
