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
import { seedDatabase } from './seed';

const tables: PgTable[] = [
  schema.languages,
  schema.currencies,
  schema.clubs,
  schema.clubHosts,
  schema.clubLanguages,
  schema.clubCurrencies,
  schema.blacklistedAirports,
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

  it('leaves the same rows when run again', async () => {
    const before = await rowCounts();
    const options = { publicUrl: TEST_CONFIG.publicUrl, sitePort: TEST_SITE_PORT };
    await seedDatabase(sandbox.database.db, options);
    await seedDatabase(sandbox.database.db, options);
    expect(await rowCounts()).toEqual(before);
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
