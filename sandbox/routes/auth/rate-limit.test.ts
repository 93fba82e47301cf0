import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit';
import { DEMO_PASSWORD, aFakeClock } from '../../test-support/auth';
import { expectError, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

/** The documented limits: per route, 30 attempts per address and 10 per email in 10 minutes. */
const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now, rateLimits: DEFAULT_RATE_LIMITS } });
});
afterAll(() => sandbox.close());

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
const login = (email: string, ip: string) =>
  sandbox.call('/auth/login-with-password', { body: { email, password: 'Wrong@999' }, ip });
const otpVerify = (email: string, ip: string) =>
  sandbox.call('/auth/otp-verify', { body: { email, otp: '000000', otpType: 1, isToken: true }, ip });
const welcome = (email: string, ip: string) =>
  sandbox.call('/auth/verify-email', { body: { email, otpType: 2, sendOtp: false }, ip });

describe('rate limits of the auth routes', () => {
  it('gives an address 30 login attempts per 10 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 30; i += 1)
      expect((await login(`ip-${i}@mail.test`, '198.51.100.1')).status).toBe(401);
    const refused = await login('ip-last@mail.test', '198.51.100.1');
    expect(await expectError(refused, 429)).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    // Other addresses and the other routes are not affected.
    expect((await login('other@mail.test', '198.51.100.2')).status).toBe(401);
    expect((await otpVerify('other@mail.test', '198.51.100.1')).status).toBe(400);

    clock.advance(10 * 60_000 + 1);
    expect(
      (
        await sandbox.call('/auth/login-with-password', {
          body: { email: 'customer@skyline.test', password: DEMO_PASSWORD },
          ip: '198.51.100.1',
        })
      ).status,
    ).toBe(201);
  });

  it('gives an email 10 attempts per 10 minutes, whatever the address', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await otpVerify('target@mail.test', `203.0.113.${i}`)).status).toBe(400);
    expect(await expectError(await otpVerify('target@mail.test', '203.0.113.200'), 429)).toMatch(TOO_MANY);
    expect(await expectError(await otpVerify('TARGET@mail.test', '203.0.113.201'), 429)).toMatch(TOO_MANY);
    clock.advance(5 * 60_000);
    expect(await expectError(await otpVerify('target@mail.test', '203.0.113.202'), 429)).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
  });

  it('limits the welcome step too, before checking the captcha', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await welcome('guess@mail.test', `192.0.2.${i}`)).status).toBe(400);
    expect(await expectError(await welcome('guess@mail.test', '192.0.2.100'), 429)).toMatch(TOO_MANY);
  });
});
