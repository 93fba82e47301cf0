import type { SandboxEnv } from '../env';

/** The flag that lets `npm run db:reset` drop a production database or the one behind DATABASE_URL. */
export const DROP_EVERYTHING_FLAG = '--yes-drop-everything';

/**
 * Why `npm run db:reset` must not run, or null. The embedded demo folder resets freely; a
 * production start or a PostgreSQL server (which may hold a real club's bookings) needs the flag.
 */
export function resetRefusal(
  env: Pick<SandboxEnv, 'nodeEnv' | 'database'>,
  args: readonly string[],
): string | null {
  if (args.includes(DROP_EVERYTHING_FLAG)) return null;
  const reasons: string[] = [];
  if (env.nodeEnv === 'production') reasons.push('NODE_ENV=production');
  if (env.database.kind === 'postgres') reasons.push('DATABASE_URL names a PostgreSQL server');
  if (reasons.length === 0) return null;
  return (
    `Refusing to drop every table: ${reasons.join(' and ')}. This deletes every club, account and ` +
    `booking in that database. Back it up first (docs/backup-restore.md), then run ` +
    `\`npm run db:reset -- ${DROP_EVERYTHING_FLAG}\` if that is really what you want.`
  );
}

/** Why `npm run db:seed:demo` must not run, or null: demo accounts have public passwords. */
export function seedDemoRefusal(env: Pick<SandboxEnv, 'nodeEnv'>): string | null {
  return env.nodeEnv === 'production'
    ? 'Refusing to write the demo clubs and accounts with NODE_ENV=production: their passwords are public.'
    : null;
}
