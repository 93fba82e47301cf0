export const COMPILE_HINT: string;

interface SourceMapSection {
  offset: { line: number; column: number };
  map: unknown;
}
export interface SourceMapLike {
  mappings?: string;
  sections?: SourceMapSection[];
  [key: string]: unknown;
}

export function shiftSourceMap<T extends SourceMapLike>(map: T): T;
export function addCompileHints(chunksDir: string): number;
