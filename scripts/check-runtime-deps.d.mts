export const ENTRIES: Record<'api' | 'site', (root: string) => string[]>;
export function importsOf(source: string): string[];
export function packagesReadByPath(source: string, lockNames: string[]): string[];
export function packageName(specifier: string): string;
export function walkImports(
  root: string,
  entries: string[],
  lockNames?: string[],
): { packages: Map<string, string>; files: Set<string>; problems: string[] };
export function nextServerExternals(root: string, lockNames?: string[]): Map<string, string> | null;
export function productionProblem(root: string, name: string, lock: unknown): string | null;
export function checkProgram(
  root: string,
  program: 'api' | 'site',
): { packages: string[]; problems: string[] };
