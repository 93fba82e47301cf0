import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { expect, inject, vi } from 'vitest';
import { buildApp, type SandboxApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import type { AppConfig, Logger } from '../lib/context';
import type { Envelope } from '../lib/envelope';
import type { RateLimitSettings } from '../lib/rate-limit';
import type { ServiceOptions } from '../lib/services';
import { catcherMail, type TestMail } from './mail';
import { emptyClusterImage } from './pglite-image';
import { TEST_PUBLIC_URL, TEST_SEED, TEST_SITE_PORT } from './test-seed';

export { TEST_SITE_PORT };
export const TEST_CONFIG: AppConfig = {
  apiKey: 'test-api-key',
  publicUrl: TEST_PUBLIC_URL,
  extraOrigins: [`http://localhost:${TEST_SITE_PORT}`],
  nodeEnv: 'test',
};
/** Tests say where a request comes from with this header (see `testClientIp`). */
export const TEST_CLIENT_IP_HEADER = 'x-test-client-ip';
export const DEFAULT_TEST_CLIENT_IP = '192.0.2.10';
export const SKYLINE_ID = 101;

/** Tests make many requests from one address and email: limits far above that, unless a test sets its own. */
const GENEROUS = { perIp: 10_000, perEmail: 10_000, perTicket: 10_000 };
export const GENEROUS_RATE_LIMITS: RateLimitSettings = {
  perIp: 10_000,
  perEmail: 10_000,
  routes: Object.fromEntries(
    (
      [
        'code-request',
        'ticket-use',
        'signup',
        'card-tokenize',
        'flight-search',
        'hotel-search',
        'contact',
      ] as const
    ).map((r) => [r, GENEROUS]),
  ),
};
export const NAKHLA_ID = 102;

export interface TestSandbox {
  app: SandboxApp;
  database: DatabaseHandle;
  /** Calls the app like the site does: valid apikey and Skyline's Whitelabel-Id unless overridden. */
  call(path: string, options?: CallOptions): Promise<Response>;
  /**
   * Its mail goes over SMTP to the run's mail catcher; see ./mail.ts and `inboxOf` in ./auth.ts.
   * `settle` waits until its outbox has sent what is due.
   */
  mail: TestMail & { settle: () => Promise<void> };
  close(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  /** `null` leaves the header out. */
  apikey?: string | null;
  /** `null` leaves the header out. */
  club?: number | string | null;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The client address the app sees (`app.request()` has no socket). */
  ip?: string;
}

export interface TestSandboxOptions {
  logger?: Logger;
  config?: Partial<AppConfig>;
  /**
   * Merged over the test defaults: generous rate limits, an easy captcha, the client address from a
   * header, and mail over SMTP to the run's mail catcher (unless `mail` or `smtpUrl` is given).
   */
  services?: ServiceOptions;
}

/** `app.request()` has no socket: tests name the client address in a header. Never used by the server. */
export const testClientIp: NonNullable<ServiceOptions['clientIp']> = (c) =>
  c.req.header(TEST_CLIENT_IP_HEADER) ?? DEFAULT_TEST_CLIENT_IP;

/** Errors reach the console (a failing test shows them); info and warning lines such as mail logs do not. */
const quietLogger: Logger = { error: (...args) => console.error(...args), info: () => {}, warn: () => {} };

/**
 * A fresh, empty database: an in-memory PGlite, or, when `SANDBOX_TEST_DATABASE_URL` names a real
 * PostgreSQL server (a role that may create databases), a database of its own there, dropped on close.
 * The second runs the same tests on PostgreSQL: `SANDBOX_TEST_DATABASE_URL=postgres://… npx vitest
 * run --project sandbox` (see docs/development.md). With `template` (PostgreSQL only) the new
 * database is a copy of that one.
 */
export async function freshDatabase({ template }: { template?: string } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.SANDBOX_TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'memory', loadDataDir: await emptyClusterImage() });
  const name = `sandbox_test_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(statement);
    } finally {
      await admin.end({ timeout: 5 });
    }
  };
  await onServer(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * On PostgreSQL, the sandbox project's run has a migrated and seeded database to copy
 * (./template-database-setup.ts), on the run's server only: a test that points
 * SANDBOX_TEST_DATABASE_URL at a server of its own (db/server-stop.test.ts) migrates and seeds there.
 * Elsewhere (PGlite, or a project without that set-up) there is none.
 */
function seededTemplate(): string | null {
  const serverUrl = process.env.SANDBOX_TEST_DATABASE_URL;
  const template = serverUrl ? inject('sandboxTemplate') : null;
  return template && template.serverUrl === serverUrl ? template.name : null;
}

/** A fresh database, migrated and seeded, behind a freshly built app. */
export async function startTestSandbox({
  logger = quietLogger,
  config,
  services,
}: TestSandboxOptions = {}): Promise<TestSandbox> {
  const template = seededTemplate();
  const database = await freshDatabase({ template: template ?? undefined });
  if (!template) {
    await migrateDatabase(database);
    await seedDatabase(database.db, TEST_SEED);
  }
  const appConfig = { ...TEST_CONFIG, ...config };
  const catcher = catcherMail(logger, appConfig.nodeEnv ?? 'development');
  const ownMail = services?.mail !== undefined || services?.smtpUrl !== undefined;
  const app = buildApp({
    db: database.db,
    config: appConfig,
    logger,
    // A small proof of work: many tests solve the captcha to get a flow ticket.
    services: {
      rateLimits: GENEROUS_RATE_LIMITS,
      clientIp: testClientIp,
      altchaMaxNumber: 1000,
      // A failed mail is tried again within moments, not seconds.
      outbox: { retryBaseMs: 50, retryMaxMs: 500, pollMs: 200 },
      ...(ownMail ? {} : { mail: catcher.transport }),
      ...services,
    },
  });
  app.outbox.start();
  return {
    app,
    database,
    call: async (path, options) => app.request(path, requestInit(options)),
    mail: { ...catcher.mail, settle: () => app.outbox.settle() },
    close: async () => {
      await app.outbox.stop();
      await database.close();
    },
  };
}

export function requestInit({
  method,
  apikey,
  club,
  headers = {},
  body,
  token,
  ip,
}: CallOptions = {}): RequestInit {
  const all: Record<string, string> = { ...headers };
  const key = apikey === undefined ? TEST_CONFIG.apiKey : apikey;
  const clubId = club === undefined ? SKYLINE_ID : club;
  if (key !== null) all.apikey = key;
  if (clubId !== null) all['Whitelabel-Id'] = String(clubId);
  if (token !== undefined) all.Authorization = `Bearer ${token}`;
  if (ip !== undefined) all[TEST_CLIENT_IP_HEADER] = ip;
  if (body === undefined) return { method: method ?? 'GET', headers: all };
  all['Content-Type'] = 'application/json';
  return { method: method ?? 'POST', headers: all, body: JSON.stringify(body) };
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
  return { error: vi.fn(), info: vi.fn(), warn: vi.fn() } satisfies Logger;
}
