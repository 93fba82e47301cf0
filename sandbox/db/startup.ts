import { eq, inArray, or } from 'drizzle-orm';
import { createSetupLink, hasLiveSetupLink } from '../lib/console-setup';
import type { Database, DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { CONSOLE_ROLE, clubs, consoleUsers, users } from './schema';
import { seedDatabase, seedReferenceData } from './seed';
import { clubSeeds } from './seed-data/clubs';
import { demoEmails } from './seed-users';

/**
 * What start-up does to the database before the API listens. The demo (`npm start`, `npm run dev`,
 * the tests: NODE_ENV development or test) migrates and seeds the demo clubs and accounts. A
 * production start migrates and writes the reference data only, refuses a database that holds demo
 * data, and creates the first super administrator from ADMIN_EMAIL, printing their one-time set-up
 * link once (no password exists anywhere until its owner picks one).
 */

export class StartupError extends Error {
  override name = 'StartupError';
}

export interface StartupOptions {
  nodeEnv: 'development' | 'test' | 'production';
  publicUrl: string;
  sitePort: number;
  adminEmail: string | null;
  /** Where the set-up link goes: standard output, once. */
  print: (line: string) => void;
}

export async function prepareDatabase(handle: DatabaseHandle, options: StartupOptions): Promise<void> {
  await migrateDatabase(handle);
  if (options.nodeEnv !== 'production') {
    await seedDatabase(handle.db, { publicUrl: options.publicUrl, sitePort: options.sitePort });
    return;
  }
  const demo = await demoDataIn(handle.db);
  if (demo.length > 0) {
    throw new StartupError(
      `Refusing to start with NODE_ENV=production: this database holds demo data (${demo.join('; ')}). ` +
        'Demo clubs and accounts have public passwords. Remove them, or start on a fresh database; ' +
        'the demo runs with NODE_ENV=development (npm start).',
    );
  }
  await seedReferenceData(handle.db, { publicUrl: options.publicUrl });
  await ensureSuperAdmin(handle.db, options);
}

/** Each demo club and demo account present, named ("demo club skyline (id 101)", "user customer@…"). */
export async function demoDataIn(db: Database): Promise<string[]> {
  const emails = demoEmails();
  const ids = clubSeeds.map((club) => club.id);
  const slugs = clubSeeds.map((club) => club.slug);
  const [clubRows, userRows, consoleRows] = await Promise.all([
    db
      .select({ id: clubs.id, slug: clubs.slug })
      .from(clubs)
      .where(or(inArray(clubs.id, ids), inArray(clubs.slug, slugs))),
    db.select({ email: users.email }).from(users).where(inArray(users.email, emails)),
    db.select({ email: consoleUsers.email }).from(consoleUsers).where(inArray(consoleUsers.email, emails)),
  ]);
  return [
    ...clubRows.map((row) => `demo club ${row.slug} (id ${row.id})`),
    ...[...new Set(userRows.map((row) => row.email))].map((email) => `demo user ${email}`),
    ...consoleRows.map((row) => `demo console user ${row.email}`),
  ];
}

/**
 * The first super administrator, when the database has none: from ADMIN_EMAIL, without a password,
 * with a set-up link printed once. A later start prints nothing, unless that account still has no
 * password and its link expired unused: then it prints a new link (the only way in).
 */
async function ensureSuperAdmin(db: Database, options: StartupOptions): Promise<void> {
  const [admin] = await db
    .select({ id: consoleUsers.id, email: consoleUsers.email, passwordHash: consoleUsers.passwordHash })
    .from(consoleUsers)
    .where(eq(consoleUsers.role, CONSOLE_ROLE.SUPER_ADMIN))
    .orderBy(consoleUsers.id)
    .limit(1);
  if (admin) {
    if (admin.passwordHash === null && !(await hasLiveSetupLink(db, admin.id))) {
      announce(options, await createSetupLink(db, admin.id, options.publicUrl), 'again');
    }
    return;
  }
  const email = options.adminEmail;
  if (!email) {
    throw new StartupError(
      'ADMIN_EMAIL is required: this production database has no super administrator yet. Set ' +
        'ADMIN_EMAIL to the address of the person who runs the console and start again; the set-up ' +
        'link is printed once.',
    );
  }
  if (demoEmails().includes(email)) {
    throw new StartupError(`ADMIN_EMAIL must not be a demo address (${email}).`);
  }
  const [created] = await db
    .insert(consoleUsers)
    .values({ email, role: CONSOLE_ROLE.SUPER_ADMIN, clubId: null, passwordHash: null })
    .returning({ id: consoleUsers.id });
  if (!created) throw new StartupError('The super administrator could not be created');
  announce(options, await createSetupLink(db, created.id, options.publicUrl), 'first');
}

function announce(options: StartupOptions, link: string, when: 'first' | 'again') {
  const why =
    when === 'first'
      ? 'Super administrator created. Open this one-time link within 24 hours to choose the password'
      : 'The super administrator has no password yet and the last set-up link expired. New one-time link (24 hours)';
  // Printed to standard output only: it is never written to the database or a log file by the API.
  options.print(`${why}:\n  ${link}\n`);
}
