import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { aFakeClock, aSignUpBody, outboxOf, signUp, ticketFor } from '../../test-support/auth';
import {
  NAKHLA_ID,
  aSilentLogger,
  expectError,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

const clock = aFakeClock();
const productionLogger = aSilentLogger();
const developmentLogger = aSilentLogger();
let sandbox: TestSandbox;
let production: TestSandbox;
beforeAll(async () => {
  [sandbox, production] = await Promise.all([
    startTestSandbox({ services: { now: clock.now }, logger: developmentLogger }),
    startTestSandbox({ config: { nodeEnv: 'production' }, logger: productionLogger }),
  ]);
});
afterAll(() => Promise.all([sandbox.close(), production.close()]));

describe('GET /dev/outbox', () => {
  it('lists the mail sent to an address, newest first, with the code', async () => {
    const account = await signUp(sandbox);
    clock.advanceSeconds(45);
    await sandbox.call('/auth/resend-otp', {
      body: { email: account.email, ticket: await ticketFor(sandbox, account.email) },
    });

    const mails = await outboxOf(sandbox, account.email.toUpperCase());
    expect(mails).toHaveLength(2);
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThan(Date.parse(mails[1]!.createdAt));
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(
        ['code', 'createdAt', 'id', 'language', 'otpType', 'subject', 'text', 'to'].sort(),
      );
      expect(mail).toMatchObject({ to: account.email, otpType: 1, language: 'en' });
      expect(mail.code).toMatch(/^\d{6}$/);
    }
  });

  it('keeps each club to its own mail and needs the club headers', async () => {
    const account = await signUp(sandbox);
    expect(await outboxOf(sandbox, account.email, NAKHLA_ID)).toEqual([]);
    const path = `/dev/outbox?email=${encodeURIComponent(account.email)}`;
    expect((await sandbox.call(path, { apikey: null })).status).toBe(401);
    expect((await sandbox.call(path, { club: null })).status).toBe(401);
    expect(await expectError(await sandbox.call('/dev/outbox'), 400)).toMatch(/^email: /);
  });

  it('logs each mail with its code outside production', async () => {
    const account = await signUp(sandbox);
    const [mail] = await outboxOf(sandbox, account.email);
    const lines = developmentLogger.info.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes(account.email) && line.includes(mail!.code!))).toBe(true);
  });
});

describe('in production', () => {
  it('serves no outbox, and neither the log nor the stored mail holds the code', async () => {
    const body = aSignUpBody();
    const ticket = await ticketFor(production, body.email);
    expect((await production.call('/auth/signup', { body: { ...body, ticket } })).status).toBe(201);

    const response = await production.call(`/dev/outbox?email=${encodeURIComponent(String(body.email))}`);
    expect(await expectError(response, 404)).toBe('Route not found');
    const document = (await (await production.call('/docs/openapi.json')).json()) as { paths: object };
    expect(Object.keys(document.paths)).not.toContain('/dev/outbox');

    const [row] = await production.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, String(body.email)));
    expect(row!.code).toBeNull();
    const lines = productionLogger.info.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes(String(body.email)))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/code|\b\d{6}\b/i);
  });
});
