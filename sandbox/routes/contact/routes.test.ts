import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { DEFAULT_RATE_LIMITS, ROUTE_BUDGETS } from '../../lib/rate-limit';
import { aFakeClock, solvedAltcha } from '../../test-support/auth';
import { caughtMail } from '../../test-support/mail';
import {
  NAKHLA_ID,
  SKYLINE_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type CallOptions,
  type TestSandbox,
} from '../../test-support/sandbox';

const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

const freshEmail = () => `visitor-${randomUUID().slice(0, 8)}@mail.test`;

async function aMessage(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Sara Haddad',
    email: freshEmail(),
    phoneCountryCode: '+971',
    phoneNo: '501234567',
    subject: 'Change of travel date',
    message: 'Can I move my flight to the 14th?\nBooking SKY-1234.',
    captcha: { provider: 'altcha', token: await solvedAltcha(sandbox) },
    ...overrides,
  };
}

const send = (body: unknown, options: CallOptions = {}) => sandbox.call('/contact', { ...options, body });

describe('POST /contact', () => {
  it('stores the message, mails the support team and acknowledges the sender', async () => {
    const body = await aMessage();
    const response = await send(body, { headers: { language: 'en' } });
    const envelope = await readEnvelope<{ id: number }>(response);
    expect(response.status, envelope.message).toBe(201);

    const [row] = await sandbox.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, envelope.data.id));
    expect(row).toMatchObject({
      clubId: SKYLINE_ID,
      fullName: 'Sara Haddad',
      email: body.email,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      subject: 'Change of travel date',
      message: 'Can I move my flight to the 14th?\nBooking SKY-1234.',
      language: 'en',
    });

    const mails = await caughtMail(sandbox.mail);
    const toSupport = mails.find(
      (mail) => mail.to[0]?.address === 'support@skyline.test' && mail.text.includes(body.email),
    );
    expect(toSupport?.subject).toBe(`Contact message ${envelope.data.id}: Change of travel date`);
    expect(toSupport?.text).toContain('Booking SKY-1234.');
    expect(toSupport?.headers['reply-to']).toContain(body.email);
    const acknowledgement = mails.find((mail) => mail.to[0]?.address === body.email);
    expect(acknowledgement?.subject).toBe('Skyline Travel: we received your message');
    expect(acknowledgement?.text).toContain(`reference ${envelope.data.id}`);
  });

  it("acknowledges in Arabic when the visitor writes in Arabic, and mails Nakhla's team in Arabic", async () => {
    const body = await aMessage({
      fullName: 'سارة الحداد',
      subject: 'تغيير موعد الرحلة',
      message: 'هل يمكن تغيير الموعد؟',
    });
    const response = await send(body, { club: NAKHLA_ID, headers: { language: 'ar' } });
    expect(response.status).toBe(201);
    const mails = await caughtMail(sandbox.mail);
    const acknowledgement = mails.find((mail) => mail.to[0]?.address === body.email);
    expect(acknowledgement?.subject).toBe('نخلة للرحلات: استلمنا رسالتك');
    expect(acknowledgement?.headers['content-language']).toBe('ar');
    const toSupport = mails.find(
      (mail) => mail.to[0]?.address === 'care@nakhla.test' && mail.text.includes(body.email),
    );
    expect(toSupport?.subject).toMatch(/^رسالة تواصل رقم \d+: تغيير موعد الرحلة$/);
  });

  it.each([
    ['fullName', { fullName: '' }],
    ['fullName', { fullName: 'R2-D2' }],
    ['email', { email: 'not-an-email' }],
    ['phoneCountryCode', { phoneCountryCode: '971' }],
    ['phoneNo', { phoneNo: '12345' }],
    ['phoneNo', { phoneNo: '50-123-4567' }],
    ['subject', { subject: '   ' }],
    ['subject', { subject: 'x'.repeat(151) }],
    ['message', { message: '' }],
    ['message', { message: 'tab\tinside' }],
    ['message', { message: 'x'.repeat(2001) }],
    ['captcha', { captcha: undefined }],
  ])('answers 400 naming %s for bad input, and stores nothing', async (field, overrides) => {
    const before = (await sandbox.database.db.select().from(contactMessages)).length;
    const message = await expectError(await send(await aMessage(overrides)), 400);
    expect(message.startsWith(`${field}`)).toBe(true);
    expect((await sandbox.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a wrong or reused captcha', async () => {
    expect(
      await expectError(
        await send(await aMessage({ captcha: { provider: 'altcha', token: 'bm9wZQ==' } })),
        400,
      ),
    ).toBe('Captcha verification failed. Please try again.');
    const body = await aMessage();
    expect((await send(body)).status).toBe(201);
    expect(await expectError(await send({ ...body, email: freshEmail() }), 400)).toBe('Captcha already used');
  });
});

describe('POST /contact rate limits', () => {
  let limited: TestSandbox;
  const limitedClock = aFakeClock();
  beforeAll(async () => {
    limited = await startTestSandbox({
      services: { now: limitedClock.now, rateLimits: DEFAULT_RATE_LIMITS },
    });
  });
  afterAll(() => limited.close());

  const message = async (email: string) => ({
    fullName: 'Omar Saleh',
    email,
    phoneCountryCode: '+966',
    phoneNo: '501234567',
    subject: 'Question',
    message: 'Hello',
    captcha: { provider: 'altcha', token: await solvedAltcha(limited) },
  });

  it('allows an email 3 messages an hour, then 429 with Retry-After', async () => {
    const budget = ROUTE_BUDGETS.contact;
    const email = freshEmail();
    for (let i = 0; i < budget.perEmail!; i += 1) {
      const response = await limited.call('/contact', { body: await message(email), ip: `198.51.100.${i}` });
      expect(response.status).toBe(201);
    }
    const refused = await limited.call('/contact', { body: await message(email), ip: '198.51.100.99' });
    expect(await expectError(refused, 429)).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    limitedClock.advance(60 * 60_000 + 1);
    expect(
      (await limited.call('/contact', { body: await message(email), ip: '198.51.100.100' })).status,
    ).toBe(201);
  });

  it('allows an address 5 messages an hour', async () => {
    for (let i = 0; i < ROUTE_BUDGETS.contact.perIp!; i += 1) {
      const response = await limited.call('/contact', {
        body: await message(freshEmail()),
        ip: '203.0.113.50',
      });
      expect(response.status).toBe(201);
    }
    const refused = await limited.call('/contact', { body: await message(freshEmail()), ip: '203.0.113.50' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
