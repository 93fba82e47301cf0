import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limit';
import { aFakeClock, aSignUpBody, latestCode, ticketFor } from '../test-support/auth';
import { expectError, startTestSandbox, type TestSandbox } from '../test-support/sandbox';
import { aRoundTripAfter, aStartRoutingBody } from '../test-support/flight-search';
import { tokenizeCall } from '../test-support/payments';

/** The calls anyone may make without an account have a budget per client address (and codes per email). */
const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    services: { now: clock.now, rateLimits: DEFAULT_RATE_LIMITS, altchaMaxNumber: 1000 },
  });
});
afterAll(() => sandbox.close());

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

async function expect429(response: Response, maxSeconds: number) {
  expect(await expectError(response, 429)).toMatch(TOO_MANY);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('rate limits of the free calls', () => {
  it('sign-up: 10 accounts an hour per address', async () => {
    const ip = '198.51.100.1';
    const attempt = async () => {
      const body = aSignUpBody();
      const ticket = await ticketFor(sandbox, body.email, undefined, { ip });
      return sandbox.call('/auth/signup', { body: { ...body, ticket }, ip });
    };
    for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(201);
    await expect429(await attempt(), 3600);
    const elsewhere = aSignUpBody();
    const ticket = await ticketFor(sandbox, elsewhere.email, undefined, { ip: '198.51.100.2' });
    expect(
      (await sandbox.call('/auth/signup', { body: { ...elsewhere, ticket }, ip: '198.51.100.2' })).status,
    ).toBe(201);
  });

  it('card tokenisation: 20 cards in 10 minutes per address, declined ones included', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 10; i += 1) {
      expect((await tokenizeCall(sandbox, {}, { ip })).status).toBe(201);
      expect((await tokenizeCall(sandbox, { cardNumber: '4242 4242 4242 4241' }, { ip })).status).toBe(400);
    }
    await expect429(await tokenizeCall(sandbox, {}, { ip }), 600);
    expect((await tokenizeCall(sandbox, {}, { ip: '198.51.100.4' })).status).toBe(201);
  });

  it('flight search starts: 30 a minute per address', async () => {
    const ip = '198.51.100.5';
    const start = (from = ip) =>
      sandbox.call('/flight/start-routing', {
        body: aStartRoutingBody({ legs: aRoundTripAfter(clock.now().getTime()) }),
        ip: from,
      });
    for (let i = 0; i < 30; i += 1) expect((await start()).status).toBe(201);
    await expect429(await start(), 60);
    expect((await start('198.51.100.6')).status).toBe(201);
    clock.advance(60_000);
    expect((await start()).status).toBe(201);
  });

  it('code requests: 5 per email in 10 minutes, whatever the address', async () => {
    const email = 'customer@skyline.test';
    const ticket = await ticketFor(sandbox, email, undefined, { ip: '203.0.113.1' });
    const request = (ip: string) =>
      sandbox.call('/auth/verify-email', { body: { email, otpType: 2, sendOtp: true, ticket }, ip });
    for (let i = 0; i < 5; i += 1) {
      expect((await request(`203.0.113.${i}`)).status).toBe(201);
      clock.advanceSeconds(46); // past the 45-second rule
    }
    const code = await latestCode(sandbox, email);
    await expect429(await request('203.0.113.99'), 600);
    // Nothing more was mailed.
    expect(await latestCode(sandbox, email)).toBe(code);
  });

  it('code requests: 20 in 10 minutes per address, across emails', async () => {
    const ip = '203.0.113.200';
    const request = async (email: string) =>
      sandbox.call('/auth/resend-otp', {
        body: {
          email,
          ticket: await ticketFor(sandbox, email, undefined, { ip: `192.0.2.${email.length}` }),
        },
        ip,
      });
    for (let i = 0; i < 20; i += 1) expect((await request(`nobody-${i}@mail.test`)).status).toBe(400);
    await expect429(await request('nobody-last@mail.test'), 600);
  });
});
