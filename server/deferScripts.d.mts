export const PAINT_WAIT_MS: number;
export function deferChunkScripts(html: string): string;
export function deferredChunksOf(html: string): { scripts: string[]; preloads: string[] };
export const EARLY_INPUT_KEY: string;
export function deferredOn(path: string, locales: readonly string[]): boolean;
