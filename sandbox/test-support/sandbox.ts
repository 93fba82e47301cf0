import { expect, vi } from 'vitest';
import { buildApp, type SandboxApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import type { AppConfig, Logger } from '../lib/context';
import type { Envelope } from '../lib/envelope';
import { emptyClusterImage } from './pglite-image';

export const TEST_SITE_PORT = 3000;
export const TEST_CONFIG: AppConfig = {
  apiKey: 'test-api-key',
  publicUrl: 'http://sandbox.test:4000',
  extraOrigins: [`http://localhost:${TEST_SITE_PORT}`],
};
export const SKYLINE_ID = 101;
export const NAKHLA_ID = 102;

export interface TestSandbox {
  app: SandboxApp;
  database: DatabaseHandle;
  /** Calls the app like the site does: valid apikey and Skyline's Whitelabel-Id unless overridden. */
  call(path: string, options?: CallOptions): Promise<Response>;
  close(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  /** `null` leaves the header out. */
  apikey?: string | null;
  /** `null` leaves the header out. */
  club?: number | string | null;
  headers?: Record<string, string>;
}

/** A fresh in-memory database, migrated and seeded, behind a freshly built app. */
export async function startTestSandbox({ logger }: { logger?: Logger } = {}): Promise<TestSandbox> {
  const database = await openDatabase({ kind: 'memory', loadDataDir: await emptyClusterImage() });
  await migrateDatabase(database);
  await seedDatabase(database.db, { publicUrl: TEST_CONFIG.publicUrl, sitePort: TEST_SITE_PORT });
  const app = buildApp({ db: database.db, config: TEST_CONFIG, logger });
  return {
    app,
    database,
    call: async (path, options) => app.request(path, requestInit(options)),
    close: () => database.close(),
  };
}

export function requestInit({ method = 'GET', apikey, club, headers = {} }: CallOptions = {}): RequestInit {
  const all: Record<string, string> = { ...headers };
  const key = apikey === undefined ? TEST_CONFIG.apiKey : apikey;
  const clubId = club === undefined ? SKYLINE_ID : club;
  if (key !== null) all.apikey = key;
  if (clubId !== null) all['Whitelabel-Id'] = String(clubId);
  return { method, headers: all };
}

export async function readEnvelope<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** Asserts the error envelope and returns its message. */
export async function expectError(response: Response, status: number): Promise<string> {
  const body = await readEnvelope<null>(response);
  expect({ status: response.status, statusCode: body.statusCode, data: body.data }).toEqual({
    status,
    statusCode: status,
    data: null,
  });
  return body.message;
}

/** A logger that records instead of printing. */
export function aSilentLogger() {
  return { error: vi.fn(), info: vi.fn() } satisfies Logger;
}
