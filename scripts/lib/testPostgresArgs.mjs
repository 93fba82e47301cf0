// The `vitest run` arguments of scripts/test-postgres.mjs, apart so that a test can check them.

/**
 * `npm run test:vitest -- …` (`all`): every project, narrowed by whatever is given. `npm run
 * test:postgres -- …`: the sandbox project only. With PostgreSQL set, that project holds sandbox/
 * alone (vitest.config.mts), so no path filter is added: a filter of `sandbox` beside the given
 * paths would match every sandbox file (Vitest runs the files matching ANY filter), and the paths
 * given would be ignored.
 */
export function vitestRunArgs({ all, args }) {
  return all ? ['run', ...args] : ['run', '--project', 'sandbox', ...args];
}
