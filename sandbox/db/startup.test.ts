import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { verifyPassword } from '../lib/passwords';
import { freshDatabase, TEST_CONFIG, TEST_SITE_PORT } from '../test-support/sandbox';
import type { DatabaseHandle } from './client';
import { CONSOLE_ROLE, clubs, consoleUsers, users } from './schema';
import { DEMO_PASSWORD } from './seed-data/users';
import { demoEmails } from './seed-users';
import { StartupError, prepareDatabase, type StartupOptions } from './startup';

/**
 * Issue 29, "Production is never the demo": the API's start-up path with NODE_ENV=production on an
 * empty database, then its set-up link through the app, a restart, and a database holding the demo.
 */

const PUBLIC_URL = 'https://api.club.example';
const ADMIN = 'owner@club.example';

function production(printed: string[], overrides: Partial<StartupOptions> = {}): StartupOptions {
  return {
    nodeEnv: 'production',
    publicUrl: PUBLIC_URL,
    sitePort: TEST_SITE_PORT,
    adminEmail: ADMIN,
    print: (line) => printed.push(line),
    ...overrides,
  };
}

const linkIn = (lines: string[]) =>
  lines.join('\n').match(/https:\/\/api\.club\.example\/operator\/setup\?token=[A-Za-z0-9_-]{43}/g) ?? [];

describe('a production start on an empty database', () => {
  let database: DatabaseHandle;
  const printed: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    await prepareDatabase(database, production(printed));
  });
  afterAll(() => database.close());

  const appOver = () =>
    buildApp({
      db: database.db,
      config: { ...TEST_CONFIG, publicUrl: PUBLIC_URL, nodeEnv: 'production' },
      logger: { error: () => {}, info: () => {}, warn: () => {} },
      // The set-up page sends no mail; production refuses to start mail without an SMTP server.
      services: { mail: { send: async () => {} } },
    });

  it('creates no demo club and no demo account, only the reference data', async () => {
    const { db } = database;
    expect(await db.select({ id: clubs.id }).from(clubs)).toEqual([]);
    expect(await db.select({ id: users.id }).from(users)).toEqual([]);
    const result = await db.execute<{ n: number }>('select count(*)::int as n from currencies');
    const rows = 'rows' in result ? result.rows : result;
    expect((rows as { n: number }[])[0]?.n).toBeGreaterThan(0);
  });

  it('creates the super administrator without a password and prints the set-up link once', async () => {
    const accounts = await database.db.select().from(consoleUsers);
    expect(accounts).toEqual([
      expect.objectContaining({
        email: ADMIN,
        role: CONSOLE_ROLE.SUPER_ADMIN,
        clubId: null,
        passwordHash: null,
      }),
    ]);
    expect(linkIn(printed)).toHaveLength(1);
    expect(printed.join('\n')).not.toContain(DEMO_PASSWORD);
    expect(printed.join('\n').match(/https?:\/\//g)).toHaveLength(1);
  });

  it('opens the set-up page once: the password is set, then the link is refused', async () => {
    const app = appOver();
    const link = new URL(linkIn(printed)[0]!);
    const token = link.searchParams.get('token')!;
    const page = await app.request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(ADMIN);
    const csrf = /name="csrf" value="([0-9a-f]{64})"/.exec(html)?.[1];
    expect(csrf).toBeDefined();

    const post = () =>
      app.request('/operator/setup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token,
          csrf: csrf!,
          password: 'Owner#2026',
          confirmPassword: 'Owner#2026',
        }),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Your password is set');
    const [admin] = await database.db.select().from(consoleUsers).where(eq(consoleUsers.email, ADMIN));
    expect(await verifyPassword(admin!.passwordHash!, 'Owner#2026')).toBe(true);

    const second = await post();
    expect(second.status).toBe(410);
    expect(await second.text()).toContain('already used');
    const reopened = await app.request(`${link.pathname}${link.search}`);
    expect(reopened.status).toBe(410);
  });

  it('prints no new link on a restart', async () => {
    const again: string[] = [];
    await prepareDatabase(database, production(again, { adminEmail: null }));
    expect(again).toEqual([]);
    expect(await database.db.select({ id: consoleUsers.id }).from(consoleUsers)).toHaveLength(1);
  });
});

describe('a production start refuses', () => {
  it('a database without a super administrator when ADMIN_EMAIL is not set', async () => {
    const database = await freshDatabase();
    try {
      const printed: string[] = [];
      await expect(prepareDatabase(database, production(printed, { adminEmail: null }))).rejects.toThrow(
        /ADMIN_EMAIL is required/,
      );
      expect(printed).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('a database holding the demo, naming each demo club and account', async () => {
    const database = await freshDatabase();
    try {
      // What `npm start` (development) leaves behind: the demo clubs, accounts and console operators.
      await prepareDatabase(database, { ...production([]), nodeEnv: 'development' });
      const printed: string[] = [];
      const refusal = prepareDatabase(database, production(printed));
      await expect(refusal).rejects.toBeInstanceOf(StartupError);
      const message = await refusal.catch((error: Error) => error.message);
      expect(message).toContain('demo club skyline (id 101)');
      expect(message).toContain('demo club nakhla (id 102)');
      expect(message).toContain('demo user customer@skyline.test');
      expect(message).toContain('demo console user operator@skyline.test');
      expect(message).toContain('demo console user admin@console.test');
      expect(printed).toEqual([]);
      // No super administrator was created: the only one is the demo's own.
      const superAdmins = await database.db.select().from(consoleUsers).where(eq(consoleUsers.role, 1));
      expect(superAdmins.map((row) => row.email)).toEqual(['admin@console.test']);

      // One leftover account is enough: the demo clubs gone, a demo address kept elsewhere still refuses.
      await database.db.delete(clubs);
      await database.db.delete(consoleUsers);
      await database.db
        .insert(consoleUsers)
        .values({ email: 'customer@skyline.test', role: CONSOLE_ROLE.SUPER_ADMIN, clubId: null });
      const leftover = await prepareDatabase(database, production([])).catch((error: Error) => error.message);
      expect(leftover).toContain('(demo console user customer@skyline.test)');
    } finally {
      await database.close();
    }
  });

  it('ADMIN_EMAIL set to a demo address', async () => {
    const database = await freshDatabase();
    try {
      await expect(
        prepareDatabase(database, production([], { adminEmail: 'operator@skyline.test' })),
      ).rejects.toThrow(/must not be a demo address/);
    } finally {
      await database.close();
    }
  });
});

describe('the demo start', () => {
  it('gives each demo club operator a console account with the demo password, beside the users row, and the demo a super administrator', async () => {
    const database = await freshDatabase();
    try {
      await prepareDatabase(database, { ...production([]), nodeEnv: 'test', adminEmail: null });
      const operators = await database.db.select().from(consoleUsers).orderBy(consoleUsers.clubId);
      expect(operators.map(({ email, role, clubId }) => ({ email, role, clubId }))).toEqual([
        { email: 'operator@skyline.test', role: CONSOLE_ROLE.WL_ADMIN, clubId: 101 },
        { email: 'operator@nakhla.test', role: CONSOLE_ROLE.WL_ADMIN, clubId: 102 },
        { email: 'admin@console.test', role: CONSOLE_ROLE.SUPER_ADMIN, clubId: null },
      ]);
      expect(await verifyPassword(operators[2]!.passwordHash!, DEMO_PASSWORD)).toBe(true);
      expect(demoEmails()).toContain('admin@console.test');
      expect(await verifyPassword(operators[0]!.passwordHash!, DEMO_PASSWORD)).toBe(true);
      const operatorUsers = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'operator@skyline.test'));
      expect(operatorUsers).toHaveLength(1);
      expect(demoEmails()).toContain('operator@nakhla.test');
    } finally {
      await database.close();
    }
  });
});
