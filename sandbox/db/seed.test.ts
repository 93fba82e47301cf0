import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  SKYLINE_ID,
  TEST_CONFIG,
  TEST_SITE_PORT,
  startTestSandbox,
  type TestSandbox,
} from '../test-support/sandbox';
import * as schema from './schema';
import { verifyPassword } from '../lib/passwords';
import { seedDatabase } from './seed';
import { DEMO_PASSWORD } from './seed-data/users';

const tables: PgTable[] = [
  schema.languages,
  schema.currencies,
  schema.clubs,
  schema.clubHosts,
  schema.clubLanguages,
  schema.clubCurrencies,
  schema.blacklistedAirports,
  schema.users,
  schema.agentWallets,
  schema.walletTransactions,
  schema.travelers,
];

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(); // already seeded once
});
afterAll(() => sandbox.close());

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await sandbox.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.count ?? -1;
  }
  return counts;
}

describe('seedDatabase', () => {
  it('writes both demo clubs with their hosts', async () => {
    const counts = await rowCounts();
    expect(counts).toMatchObject({ clubs: 2, club_hosts: 6, languages: 2, blacklisted_airports: 4 });
  });

  it('writes six demo accounts per club with the demo password, and the agents’ wallets', async () => {
    const { db } = sandbox.database;
    const rows = await db.select().from(schema.users).orderBy(schema.users.id);
    expect(
      rows.map((row) => `${row.clubId} ${row.email} ${row.userType} ${row.emailVerified}`).sort(),
    ).toEqual([
      '101 agent@skyline.test 6 true',
      '101 customer@skyline.test 5 true',
      '101 operator@skyline.test 2 true',
      '101 staff@skyline.test 8 true',
      '101 subagent@skyline.test 7 true',
      '101 unverified@skyline.test 5 false',
      '102 agent@nakhla.test 6 true',
      '102 customer@nakhla.test 5 true',
      '102 operator@nakhla.test 2 true',
      '102 staff@nakhla.test 8 true',
      '102 subagent@nakhla.test 7 true',
      '102 unverified@nakhla.test 5 false',
    ]);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('customer@skyline.test')).toMatchObject({
      fullName: 'Sara Haddad',
      firstName: 'Sara',
      lastName: 'Haddad',
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
      preferredCountry: 'AE',
    });
    expect(byEmail.get('customer@nakhla.test')).toMatchObject({
      preferredLanguage: 'ar',
      preferredCurrency: 'SAR',
      preferredCountry: 'SA',
    });
    expect(byEmail.get('customer@nakhla.test')?.fullName).toMatch(/^[\u0600-\u06FF ]+$/);
    for (const domain of ['skyline.test', 'nakhla.test']) {
      const agentId = byEmail.get(`agent@${domain}`)?.id;
      expect(byEmail.get(`subagent@${domain}`)?.parentAgentId).toBe(agentId);
      expect(byEmail.get(`staff@${domain}`)?.parentAgentId).toBe(agentId);
      // The demo agents are approved; nobody else has an approval state.
      expect(byEmail.get(`agent@${domain}`)?.agentApproval).toBe(1);
      expect(byEmail.get(`subagent@${domain}`)?.agentApproval).toBeNull();
    }
    const hash = rows[0]!.passwordHash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(rows.every((row) => row.passwordHash === hash)).toBe(true); // hashed once per run
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);

    const wallets = await db.select().from(schema.agentWallets);
    expect(
      wallets.map((wallet) => [
        rows.find((row) => row.id === wallet.agentId)?.email,
        wallet.availableBalance,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['agent@skyline.test', '5000.00'],
        ['agent@nakhla.test', '12500.00'],
      ]),
    );
  });

  it("gives each demo customer two saved travellers, and keeps the customer's own edits", async () => {
    const { db } = sandbox.database;
    const rows = await db
      .select({ email: schema.users.email, name: schema.travelers.firstName, id: schema.travelers.id })
      .from(schema.travelers)
      .innerJoin(schema.users, eq(schema.users.id, schema.travelers.userId))
      .orderBy(schema.travelers.id);
    expect(rows.map((row) => `${row.email} ${row.name}`).sort()).toEqual([
      'customer@nakhla.test Faisal',
      'customer@nakhla.test Noura',
      'customer@skyline.test Adam',
      'customer@skyline.test Sara',
    ]);
    const sara = rows.find((row) => row.name === 'Sara')!;
    await db.update(schema.travelers).set({ firstName: 'Sarah' }).where(eq(schema.travelers.id, sara.id));
    await seedDatabase(db, { publicUrl: TEST_CONFIG.publicUrl, sitePort: TEST_SITE_PORT });
    const [kept] = await db.select().from(schema.travelers).where(eq(schema.travelers.id, sara.id));
    expect(kept?.firstName).toBe('Sarah');
    expect(await db.select().from(schema.travelers)).toHaveLength(4);
  });

  it('leaves the same rows when run again', async () => {
    const before = await rowCounts();
    const options = { publicUrl: TEST_CONFIG.publicUrl, sitePort: TEST_SITE_PORT };
    const users = await sandbox.database.db.select().from(schema.users).orderBy(schema.users.id);
    await seedDatabase(sandbox.database.db, options);
    await seedDatabase(sandbox.database.db, options);
    expect(await rowCounts()).toEqual(before);
    // Existing accounts are left alone (a changed password or preference survives a restart).
    expect(await sandbox.database.db.select().from(schema.users).orderBy(schema.users.id)).toEqual(users);
  });

  it('restores changed demo values and follows a new public URL and site port', async () => {
    const { db } = sandbox.database;
    await db.update(schema.clubs).set({ name: 'Renamed' }).where(eq(schema.clubs.id, SKYLINE_ID));

    await seedDatabase(db, { publicUrl: 'https://sandbox.example', sitePort: 3100 });

    const [club] = await db.select().from(schema.clubs).where(eq(schema.clubs.id, SKYLINE_ID));
    expect(club?.name).toBe('Skyline Travel');
    expect(club?.imagesPath).toBe('https://sandbox.example/assets/clubs/skyline');
    expect(club?.agentClubUrl).toBe('http://agent.skyline.localhost:3100');
    const hosts = await db
      .select({ host: schema.clubHosts.host })
      .from(schema.clubHosts)
      .where(eq(schema.clubHosts.clubId, SKYLINE_ID));
    expect(hosts.map((row) => row.host).sort()).toEqual([
      '127.0.0.1:3100',
      'agent.skyline.localhost:3100',
      'localhost:3100',
      'skyline.localhost:3100',
    ]);
    const [usd] = await db.select().from(schema.currencies).where(eq(schema.currencies.code, 'USD'));
    expect(usd?.icon).toBe('https://sandbox.example/assets/currencies/USD.svg');
  });
});
