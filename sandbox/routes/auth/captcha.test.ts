import { RECAPTCHA_SECRET_PURPOSE } from '../../lib/club-secrets';
import { createSecretBox, newSecretsKey } from '../../lib/secret-box';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema';
import { RECAPTCHA_VERIFY_URL, verifyRecaptchaToken } from '../../lib/captcha';
import { aFakeClock, solvedAltcha } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

const clock = aFakeClock();
const BOX = createSecretBox(newSecretsKey());
const googleAnswers = vi.fn<(body: URLSearchParams) => object>(() => ({ success: true }));
const fakeGoogle: typeof fetch = async (input, init) => {
  expect(String(input)).toBe(RECAPTCHA_VERIFY_URL);
  return Response.json(googleAnswers(new URLSearchParams(String(init?.body))));
};

let sandbox: TestSandbox;
let unconfigured: TestSandbox;
beforeAll(async () => {
  [sandbox, unconfigured] = await Promise.all([
    startTestSandbox({
      services: {
        now: clock.now,
        recaptchaSecretKey: 'google-secret',
        secretBox: BOX,
        fetch: fakeGoogle,
        altchaMaxNumber: 1000,
      },
    }),
    startTestSandbox(),
  ]);
  // Nakhla uses Google reCAPTCHA in these tests; Skyline keeps ALTCHA.
  for (const target of [sandbox, unconfigured]) {
    await target.database.db
      .update(clubs)
      .set({ recaptchaSiteKey: 'site-key' })
      .where(eq(clubs.id, NAKHLA_ID));
  }
});
afterAll(() => Promise.all([sandbox.close(), unconfigured.close()]));

const welcome = (target: TestSandbox, captcha: unknown, club?: number, email = 'customer@skyline.test') =>
  target.call('/auth/verify-email', { body: { email, otpType: 2, sendOtp: false, captcha }, club });

describe('GET /auth/captcha/challenge', () => {
  it('answers a raw ALTCHA challenge without any header, expiring in 10 minutes', async () => {
    const response = await sandbox.call('/auth/captcha/challenge', { apikey: null, club: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(challenge).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    const expires = Number(new URLSearchParams(String(challenge.salt).split('?')[1]).get('expires'));
    expect(expires * 1000 - clock.now().getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(expires * 1000 - clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('POST /auth/verify-email, welcome step (ALTCHA)', () => {
  it('accepts a solved challenge, tells whether the email is verified and answers a flow ticket', async () => {
    const response = await welcome(sandbox, { provider: 'altcha', token: await solvedAltcha(sandbox) });
    expect(response.status).toBe(201);
    expect((await readEnvelope(response)).data).toEqual({
      isEmailVerified: true,
      email: 'customer@skyline.test',
      ticket: expect.any(String),
    });
  });

  it('answers 400 when the captcha is missing', async () => {
    expect(await expectError(await welcome(sandbox, undefined), 400)).toBe(
      'Please confirm you are not a robot',
    );
  });

  it.each([
    ['garbage', 'not base64 json'],
    ['a forged number', 'forged'],
  ])('answers 400 for %s', async (_, kind) => {
    let token = 'bm90IGpzb24=';
    if (kind === 'forged') {
      const payload = JSON.parse(Buffer.from(await solvedAltcha(sandbox), 'base64').toString()) as {
        number: number;
      };
      payload.number += 1;
      token = Buffer.from(JSON.stringify(payload)).toString('base64');
    }
    const message = await expectError(await welcome(sandbox, { provider: 'altcha', token }), 400);
    expect(message).toBe('Captcha verification failed. Please try again.');
  });

  it('refuses a solution the second time: "Captcha already used"', async () => {
    const captcha = { provider: 'altcha', token: await solvedAltcha(sandbox) };
    expect((await welcome(sandbox, captcha)).status).toBe(201);
    expect(await expectError(await welcome(sandbox, captcha), 400)).toBe('Captcha already used');
  });

  it('names each captcha refusal in machine-readable form: used, failed, missing', async () => {
    const captcha = { provider: 'altcha', token: await solvedAltcha(sandbox) };
    expect((await welcome(sandbox, captcha)).status).toBe(201);
    expect((await readEnvelope(await welcome(sandbox, captcha))).error).toEqual({ code: 'captcha_used' });
    const forged = { provider: 'altcha', token: Buffer.from('{}').toString('base64') };
    expect((await readEnvelope(await welcome(sandbox, forged))).error).toEqual({ code: 'captcha_failed' });
    expect((await readEnvelope(await welcome(sandbox, undefined))).error).toEqual({
      code: 'captcha_missing',
    });
  });

  it('refuses a solution after its challenge expired', async () => {
    const captcha = { provider: 'altcha', token: await solvedAltcha(sandbox) };
    clock.advance(10 * 60_000 + 1000);
    expect(await expectError(await welcome(sandbox, captcha), 400)).toMatch(/failed/);
  });

  it('refuses the other provider than the club uses', async () => {
    const message = await expectError(await welcome(sandbox, { provider: 'recaptcha', token: 'x' }), 400);
    expect(message).toMatch(/failed/);
  });

  it('checks the captcha before looking up the email', async () => {
    expect(await expectError(await welcome(sandbox, undefined, undefined, 'nobody@mail.test'), 400)).toMatch(
      /robot/,
    );
    const captcha = { provider: 'altcha', token: await solvedAltcha(sandbox) };
    const unknown = await welcome(sandbox, captcha, undefined, 'nobody@mail.test');
    const body = await readEnvelope<{ ticket: string }>(unknown);
    expect({ status: unknown.status, statusCode: body.statusCode, message: body.message }).toEqual({
      status: 406,
      statusCode: 406,
      message: 'This email is not registered',
    });
    // The journey goes on to sign-up with it.
    expect(body.data.ticket).toEqual(expect.any(String));
  });
});

describe('POST /auth/verify-email, welcome step (reCAPTCHA)', () => {
  it("asks Google's siteverify with the secret key and the token", async () => {
    googleAnswers.mockClear();
    const response = await welcome(
      sandbox,
      { provider: 'recaptcha', token: 'g-token' },
      NAKHLA_ID,
      'customer@nakhla.test',
    );
    expect(response.status).toBe(201);
    const sent = googleAnswers.mock.calls[0]![0];
    expect(sent.get('secret')).toBe('google-secret');
    expect(sent.get('response')).toBe('g-token');
  });

  it("uses the club's own secret (set in the operator console) before the API's", async () => {
    googleAnswers.mockClear();
    const { db } = sandbox.database;
    // Stored sealed, as the console and the start-up pass store it.
    await db
      .update(clubs)
      .set({ recaptchaSecretKey: BOX.seal('club-secret', RECAPTCHA_SECRET_PURPOSE) })
      .where(eq(clubs.id, NAKHLA_ID));
    try {
      const response = await welcome(
        sandbox,
        { provider: 'recaptcha', token: 'g-token-2' },
        NAKHLA_ID,
        'customer@nakhla.test',
      );
      expect(response.status).toBe(201);
      expect(googleAnswers.mock.calls[0]![0].get('secret')).toBe('club-secret');
    } finally {
      await db.update(clubs).set({ recaptchaSecretKey: null }).where(eq(clubs.id, NAKHLA_ID));
    }
  });

  it('answers 400 when Google says no', async () => {
    googleAnswers.mockReturnValueOnce({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    const response = await welcome(
      sandbox,
      { provider: 'recaptcha', token: 'old' },
      NAKHLA_ID,
      'customer@nakhla.test',
    );
    expect(await expectError(response, 400)).toMatch(/failed/);
  });

  it('answers 400 "reCAPTCHA is not configured" without RECAPTCHA_SECRET_KEY', async () => {
    const response = await welcome(
      unconfigured,
      { provider: 'recaptcha', token: 't' },
      NAKHLA_ID,
      'customer@nakhla.test',
    );
    expect(await expectError(response, 400)).toBe('reCAPTCHA is not configured');
  });
});

describe('verifyRecaptchaToken', () => {
  it('is false when Google cannot be reached or answers an error status', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const failing: typeof fetch = async () => new Response('oops', { status: 500 });
    for (const fetch of [down, failing]) {
      expect(await verifyRecaptchaToken({ secretKey: 's', token: 't', fetch })).toBe(false);
    }
  });

  it('sends the client address when it knows it', async () => {
    let body = '';
    const fetch: typeof globalThis.fetch = async (_, init) => {
      body = String(init?.body);
      return Response.json({ success: true });
    };
    expect(await verifyRecaptchaToken({ secretKey: 's', token: 't', remoteIp: '203.0.113.5', fetch })).toBe(
      true,
    );
    expect(new URLSearchParams(body).get('remoteip')).toBe('203.0.113.5');
  });
});
