import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit';
import { DEMO_PASSWORD, aFakeClock, solvedAltcha } from '../../test-support/auth';
import { expectError, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { CAPTCHA_REQUIRED_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from './session-routes';

/**
 * Wrong passwords are counted per email and per address (10 and 30 in 10 minutes). Over the email's
 * limit a login needs a solved captcha, so whoever guesses from many addresses never locks the owner
 * out; over the address's limit that address is refused, whatever the email.
 */
const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    services: { now: clock.now, rateLimits: DEFAULT_RATE_LIMITS, altchaMaxNumber: 100 },
  });
});
afterAll(() => sandbox.close());

/**
 * `withCaptcha`: solved as the site's captcha solves it, asked for with the e-mail (whose wrong
 * passwords make it harder: lib/captcha-cost.ts); `'without-email'`: asked for without it.
 */
const login = async (
  email: string,
  password: string,
  ip: string,
  withCaptcha: boolean | 'without-email' = false,
) =>
  sandbox.call('/auth/login-with-password', {
    body: {
      email,
      password,
      ...(withCaptcha
        ? {
            captcha: {
              provider: 'altcha',
              token: await solvedAltcha(sandbox, withCaptcha === 'without-email' ? undefined : email),
            },
          }
        : {}),
    },
    ip,
  });

/** Ten wrong passwords for the email, each from another address. */
async function guessFromManyAddresses(email: string, prefix: string) {
  for (let i = 0; i < 10; i += 1) {
    expect(await expectError(await login(email, 'Wrong@999', `${prefix}.${i}`), 401)).toBe(
      WRONG_CREDENTIALS_MESSAGE,
    );
  }
}

describe('wrong passwords for one email', () => {
  it('ask for a captcha instead of locking the owner out, and a good login clears the count', async () => {
    const email = 'customer@skyline.test';
    await guessFromManyAddresses(email, '198.51.100');
    // Neither a guess nor the owner gets in without a captcha now…
    expect(await expectError(await login(email, 'Wrong@999', '203.0.113.50'), 428)).toBe(
      CAPTCHA_REQUIRED_MESSAGE,
    );
    expect(await expectError(await login(email, DEMO_PASSWORD, '203.0.113.51'), 428)).toBe(
      CAPTCHA_REQUIRED_MESSAGE,
    );
    // …a captcha as easy as one asked for without the e-mail is refused for it (its wrong passwords
    // made its captchas harder)…
    expect((await login(email, DEMO_PASSWORD, '203.0.113.55', 'without-email')).status).toBe(400);
    // …a wrong guess with a captcha is still wrong and still counted…
    expect((await login(email, 'Wrong@999', '203.0.113.52', true)).status).toBe(401);
    // …and the owner who solves the captcha logs in, from any address.
    expect((await login(email, DEMO_PASSWORD, '203.0.113.53', true)).status).toBe(201);
    // The email's count starts again: no captcha needed.
    expect((await login(email, DEMO_PASSWORD, '203.0.113.54')).status).toBe(201);
  }, 90_000); // The captchas for this e-mail are 256× the base by now: a second of proof of work each.

  it('count for an unknown email the same way, so the answers tell nothing', async () => {
    await guessFromManyAddresses('no-such-user@mail.test', '192.0.2');
    expect(await expectError(await login('no-such-user@mail.test', 'Wrong@999', '192.0.2.99'), 428)).toBe(
      CAPTCHA_REQUIRED_MESSAGE,
    );
  });

  it('are forgotten after 10 minutes', async () => {
    const email = 'agent@skyline.test';
    await guessFromManyAddresses(email, '198.18.0');
    expect((await login(email, DEMO_PASSWORD, '198.18.1.1')).status).toBe(428);
    clock.advance(10 * 60_000 + 1);
    expect((await login(email, DEMO_PASSWORD, '198.18.1.1')).status).toBe(201);
  });
});

describe('wrong passwords from one address', () => {
  it('stop that address after 30, across emails and even with a captcha; other addresses go on', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < 30; i += 1) {
      expect((await login(`spray-${i}@mail.test`, 'Wrong@999', ip)).status).toBe(401);
    }
    const refused = await login('subagent@skyline.test', DEMO_PASSWORD, ip, true);
    expect(await expectError(refused, 429)).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect((await login('subagent@skyline.test', DEMO_PASSWORD, '198.51.100.201')).status).toBe(201);
  });

  it('do not count good logins', async () => {
    for (let i = 0; i < 40; i += 1) {
      expect((await login('staff@skyline.test', DEMO_PASSWORD, '198.51.100.210')).status).toBe(201);
    }
  });
});
