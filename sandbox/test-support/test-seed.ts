import type { SeedOptions } from '../db/seed';

/** The site port the test sandboxes' seeded clubs name (their hosts and URLs carry it). */
export const TEST_SITE_PORT = 3000;
export const TEST_PUBLIC_URL = 'http://sandbox.test:4000';

/** How every test sandbox's database is seeded (./sandbox.ts, and its template: ./template-database-setup.ts). */
export const TEST_SEED: SeedOptions = { publicUrl: TEST_PUBLIC_URL, sitePort: TEST_SITE_PORT };
