/** The `vitest` arguments of scripts/test-postgres.mjs (`all`: `npm run test:vitest`). */
export function vitestRunArgs(options: { all: boolean; args: string[] }): string[];
