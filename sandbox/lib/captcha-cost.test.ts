import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../test-support/sandbox';
import { CAPTCHA_FAILURE_WINDOW_MS, MAX_ALTCHA_NUMBER, createCaptchaCost } from './captcha-cost';

describe('createCaptchaCost', () => {
  it('grows 4× per recent failure of the address or the e-mail, caps, and forgets after the window', () => {
    let now = 1_000_000;
    const cost = createCaptchaCost(1000, () => now);
    expect(cost.maxNumberFor(['203.0.113.1'])).toBe(1000);
    cost.recordFailure('203.0.113.1');
    cost.recordFailure('203.0.113.1');
    expect(cost.maxNumberFor(['203.0.113.1'])).toBe(16_000);
    expect(cost.maxNumberFor(['203.0.113.2'])).toBe(1000);
    cost.recordFailure('email:101:a@b.test');
    expect(cost.maxNumberFor(['203.0.113.2', 'email:101:a@b.test'])).toBe(4000);
    for (let i = 0; i < 20; i++) cost.recordFailure('203.0.113.1');
    expect(cost.maxNumberFor(['203.0.113.1'])).toBe(256_000);
    const production = createCaptchaCost(50_000, () => now);
    for (let i = 0; i < 5; i++) production.recordFailure('203.0.113.9');
    expect(production.maxNumberFor(['203.0.113.9'])).toBe(MAX_ALTCHA_NUMBER);
    now += CAPTCHA_FAILURE_WINDOW_MS + 1;
    expect(cost.maxNumberFor(['203.0.113.1'])).toBe(1000);
  });
});

describe('the ALTCHA challenge after failed attempts', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  const challengeFor = async (ip: string) => {
    const response = await sandbox.call('/auth/captcha/challenge', { ip, apikey: null, club: null });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    };
  };

  const solved = async (challenge: Awaited<ReturnType<typeof challengeFor>>) => {
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64');
  };

  const welcome = (ip: string, token: string, email = 'nobody.here@mail.test') =>
    sandbox.call('/auth/verify-email', {
      ip,
      body: { email, otpType: 2, sendOtp: false, captcha: { provider: 'altcha', token } },
    });

  it('raises the difficulty for an address after failed captchas, and refuses an easier stocked one', async () => {
    const ip = '198.51.100.77';
    const first = await challengeFor(ip);
    expect(first.maxnumber).toBe(1000);
    const stocked = await solved(await challengeFor(ip));

    // Two wrong answers from this address.
    for (let i = 0; i < 2; i++) expect((await welcome(ip, 'bm90IGEgcGF5bG9hZA==')).status).toBe(400);
    const harder = await challengeFor(ip);
    expect(harder.maxnumber).toBe(16_000);
    // Another address is not affected.
    expect((await challengeFor('198.51.100.78')).maxnumber).toBe(1000);

    // The easy challenge solved before the failures no longer passes; a hard one does.
    expect((await welcome(ip, stocked)).status).toBe(400);
    const hard = await challengeFor(ip);
    expect(hard.maxnumber).toBe(64_000);
    expect((await welcome(ip, await solved(hard))).status).toBe(406);
  });

  const challengeForEmail = async (ip: string, email: string) => {
    const response = await sandbox.call('/auth/captcha/challenge', {
      ip,
      apikey: null,
      club: null,
      method: 'POST',
      body: { email },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as Awaited<ReturnType<typeof challengeFor>>;
  };

  it('raises it for an e-mail after wrong passwords from many addresses, when asked with that e-mail', async () => {
    const email = 'escalate.me@mail.test';
    // A guesser spreads wrong passwords for one e-mail over two addresses.
    for (const ip of ['198.51.100.31', '198.51.100.32']) {
      const response = await sandbox.call('/auth/login-with-password', {
        ip,
        body: { email, password: 'Wrong#Pass1' },
      });
      expect(response.status).toBe(401);
    }
    const ip = '198.51.100.33';
    // Asked for with the e-mail (as typed: spaces and capitals), the challenge is 4² = 16× harder;
    // neither another e-mail nor this address on its own is affected.
    expect((await challengeForEmail(ip, ' Escalate.Me@mail.test ')).maxnumber).toBe(16_000);
    expect((await challengeForEmail(ip, 'someone.else@mail.test')).maxnumber).toBe(1000);
    expect((await challengeFor(ip)).maxnumber).toBe(1000);

    // A solution of the easy challenge is refused for that e-mail, and counts as one more failure.
    expect((await welcome(ip, await solved(await challengeFor(ip)), email)).status).toBe(400);
    const hard = await challengeForEmail(ip, email);
    expect(hard.maxnumber).toBe(64_000);
    expect((await welcome(ip, await solved(hard), email)).status).toBe(406);
    // The easy one still serves another e-mail from this address (whose one failure now counts 4×).
    const other = await challengeForEmail(ip, 'someone.else@mail.test');
    expect(other.maxnumber).toBe(4000);
    expect((await welcome(ip, await solved(other), 'someone.else@mail.test')).status).toBe(406);
  });

  it('takes no e-mail, or one half typed, as no e-mail', async () => {
    const ip = '198.51.100.40';
    const bare = await sandbox.call('/auth/captcha/challenge', {
      ip,
      apikey: null,
      club: null,
      method: 'POST',
    });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as { maxnumber: number }).maxnumber).toBe(1000);
    expect((await challengeForEmail(ip, 'half@')).maxnumber).toBe(1000);
  });

  it('raises it after wrong passwords from the address', async () => {
    const ip = '198.51.100.90';
    for (let i = 0; i < 2; i++) {
      const response = await sandbox.call('/auth/login-with-password', {
        ip,
        body: { email: 'customer@skyline.test', password: 'Wrong#Pass1' },
      });
      expect(response.status).toBe(401);
    }
    expect((await challengeFor(ip)).maxnumber).toBe(16_000);
  });
});
