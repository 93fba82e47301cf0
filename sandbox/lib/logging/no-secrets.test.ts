import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aFakeClock,
  latestCode,
  post,
  ticketFor,
  verifiedAccount,
  type Grant,
} from '../../test-support/auth';
import { aFareSource, aPendingBooking } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { aCapturingLogger } from '../../test-support/logs';
import { TEST_CARDS, aCardToken, pay } from '../../test-support/payments';
import { TEST_CONFIG, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { maskEmail } from './mask';

const clock = aFakeClock(TEST_NOW);
const capture = aCapturingLogger();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ logger: capture.logger, services: { now: clock.now } });
});
afterAll(() => sandbox.close());

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;

describe('the log of a whole customer journey', () => {
  it('holds no password, code, token, card number, API key or full e-mail', async () => {
    // Sign up (captcha ticket, mailed code), confirm the e-mail with the code, sign in again by code.
    const account = await verifiedAccount(sandbox);
    const signUpCode = (await latestCode(sandbox, account.email)).toString();
    const ticket = await ticketFor(sandbox, account.email);
    await post(
      sandbox,
      '/auth/verify-email',
      { email: account.email, otpType: 2, sendOtp: true, ticket },
      201,
    );
    const loginCode = await latestCode(sandbox, account.email);
    const session = await post<Grant>(
      sandbox,
      '/auth/otp-verify',
      { email: account.email, otp: loginCode, otpType: 2, isToken: true },
      201,
    );
    // A failed sign-in with a wrong password is logged as a request too.
    const wrong = await sandbox.call('/auth/login-with-password', {
      body: { email: account.email, password: 'Wrong-Passw0rd!' },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);

    // Search, book and pay by card.
    const source = await aFareSource(sandbox, clock);
    const booking = await aPendingBooking(sandbox, source, { token: session.token });
    const paymentToken = await aCardToken(sandbox, TEST_CARDS.visa);
    const paid = await pay(sandbox, { bookingId: booking.bookingId, method: 2, paymentToken }, 201, {
      token: session.token,
    });
    expect(paid.data.status).toBe('SUCCEEDED');

    const log = capture.lines.join('\n');
    const records = capture.records();
    // The journey was logged: a line per request, and the mails with masked addresses.
    expect(records.filter((record) => record.msg === 'request').length).toBeGreaterThan(10);
    expect(log).toContain(maskEmail(account.email));
    expect(records.some((record) => record.route === '/payment/pay' && record.status === 201)).toBe(true);

    const secrets = {
      email: account.email,
      password: account.password,
      wrongPassword: 'Wrong-Passw0rd!',
      signUpCode,
      ticket,
      loginCode,
      signUpToken: account.token,
      sessionToken: session.token,
      bookingAccessToken: booking.accessToken,
      paymentToken,
      card: TEST_CARDS.visa,
      cardDigits: TEST_CARDS.visa.replaceAll(' ', ''),
      apiKey: TEST_CONFIG.apiKey,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret, name).toBeTruthy();
      expect(log.includes(String(secret)), `${name} in the log`).toBe(false);
    }
    expect(log).not.toMatch(JWT);
    // Every address is masked: nothing but the masking stars right before an @.
    expect(log).not.toMatch(/[^*]@mail\.test/);
  });
});
