import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { tokens } from '../../db/schema';
import { DEMO_PASSWORD, aFakeClock, logIn, outboxOf } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

const login = (email: string, password: string, club?: number) =>
  sandbox.call('/auth/login-with-password', { body: { email, password, ip: '203.0.113.1' }, club });
const profile = (token: string, club?: number) => sandbox.call('/auth/profile', { token, club });
const EXPIRED = 'Your session has expired. Please log in again.';

describe('POST /auth/login-with-password', () => {
  it('logs the demo customer in: 201 with a 7-day token carrying the contract claims', async () => {
    const response = await login('Customer@Skyline.test', DEMO_PASSWORD);
    expect(response.status).toBe(201);
    const { data } = await readEnvelope<{ token: string; isEmailVerified: boolean; user: { id: number } }>(
      response,
    );
    expect(data.isEmailVerified).toBe(true);
    expect(data.user).toMatchObject({
      email: 'customer@skyline.test',
      fullName: 'Sara Haddad',
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
      country: 'AE',
      userType: 5,
    });
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({
      id: data.user.id,
      profilePic: null,
      firstName: 'Sara',
      lastName: 'Haddad',
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
      userType: 5,
      email: 'customer@skyline.test',
      clubId: 101,
      purpose: 'session',
    });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    const [row] = await sandbox.database.db.select().from(tokens).where(eq(tokens.jti, claims.jti!));
    expect(row).toMatchObject({ purpose: 'session', revokedAt: null });
  });

  it('answers 401 for a wrong password or an unknown email, with the same message', async () => {
    expect(await expectError(await login('customer@skyline.test', 'Wrong@999'), 401)).toBe(
      'Wrong email or password',
    );
    expect(await expectError(await login('nobody@skyline.test', DEMO_PASSWORD), 401)).toBe(
      'Wrong email or password',
    );
  });

  it('names a wrong email or password in machine-readable form', async () => {
    for (const response of [
      await login('customer@skyline.test', 'Wrong@999'),
      await login('nobody@skyline.test', DEMO_PASSWORD),
    ])
      expect(await readEnvelope(response)).toEqual({
        data: null,
        message: 'Wrong email or password',
        statusCode: 401,
        error: { code: 'login_wrong_credentials' },
      });
  });

  it('keeps clubs apart: a Skyline account does not log in at Nakhla', async () => {
    expect((await login('customer@skyline.test', DEMO_PASSWORD, NAKHLA_ID)).status).toBe(401);
    expect((await login('customer@nakhla.test', DEMO_PASSWORD, NAKHLA_ID)).status).toBe(201);
  });

  it('logs an unverified user in with isEmailVerified false and mails a SIGNUP code', async () => {
    const grant = await logIn(sandbox, 'unverified@skyline.test');
    expect(grant.isEmailVerified).toBe(false);
    expect(grant.user.isEmailVerified).toBe(false);
    const [mail] = await outboxOf(sandbox, 'unverified@skyline.test');
    expect(mail).toMatchObject({ otpType: 1 });
    // A second login within 45 s still works and reuses the code already sent.
    expect((await logIn(sandbox, 'unverified@skyline.test')).isEmailVerified).toBe(false);
    expect(await outboxOf(sandbox, 'unverified@skyline.test')).toHaveLength(1);
  });

  it('names the field of a malformed body', async () => {
    const response = await sandbox.call('/auth/login-with-password', { body: { email: 'x', password: '' } });
    expect(await expectError(response, 400)).toMatch(/^email: .*; password: /);
  });
});

describe('tokens on authenticated calls', () => {
  it('GET /auth/profile answers the profile for a session token', async () => {
    const { token } = await logIn(sandbox, 'agent@skyline.test');
    const response = await profile(token);
    expect(response.status).toBe(200);
    expect((await readEnvelope(response)).data).toMatchObject({ email: 'agent@skyline.test', userType: 6 });
  });

  it('answers 401 without a token, with a malformed or forged one, or another club’s', async () => {
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    const forged = await new SignJWT({ ...decodeJwt(token) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const unsigned = `${token.split('.').slice(0, 2).join('.')}.`;
    expect(await expectError(await sandbox.call('/auth/profile'), 401)).toBe(EXPIRED);
    for (const bad of ['nonsense', forged, unsigned])
      expect(await expectError(await profile(bad), 401)).toBe(EXPIRED);
    expect(await expectError(await profile(token, NAKHLA_ID), 401)).toBe(EXPIRED);
    expect(
      await expectError(await sandbox.call('/auth/profile', { headers: { Authorization: token } }), 401),
    ).toBe(EXPIRED);
  });

  it('answers 401 once the token expired, and for a token whose row is gone', async () => {
    const first = await logIn(sandbox, 'customer@skyline.test');
    const second = await logIn(sandbox, 'customer@skyline.test');
    await sandbox.database.db.delete(tokens).where(eq(tokens.jti, decodeJwt(second.token).jti!));
    expect(await expectError(await profile(second.token), 401)).toBe(EXPIRED);

    clock.advance(7 * 24 * 60 * 60 * 1000 - 1000);
    expect((await profile(first.token)).status).toBe(200);
    clock.advance(2000);
    expect(await expectError(await profile(first.token), 401)).toBe(EXPIRED);
  });

  it('still needs the apikey and club headers', async () => {
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    expect(await expectError(await sandbox.call('/auth/profile', { token, apikey: null }), 401)).toBe(
      'Missing apikey header',
    );
    expect(await expectError(await sandbox.call('/auth/profile', { token, apikey: 'x' }), 403)).toBe(
      'Invalid apikey',
    );
  });
});

describe('GET /user/customer/{id}', () => {
  it("answers the signed-in user's own profile, and 404 for another id (never confirming it exists)", async () => {
    const { token, user } = await logIn(sandbox, 'customer@skyline.test');
    const own = await sandbox.call(`/user/customer/${user.id}`, { token });
    expect(own.status).toBe(200);
    expect((await readEnvelope(own)).data).toMatchObject({ id: user.id, email: 'customer@skyline.test' });

    const other = await sandbox.call(`/user/customer/${user.id + 1}`, { token });
    expect(await expectError(other, 404)).toBe('User not found');
    expect(await expectError(await sandbox.call('/user/customer/abc', { token }), 400)).toMatch(/^id: /);
  });
});

describe('the JWT secret', () => {
  it('defaults to a random one per instance, so another instance with the same key refuses the token', async () => {
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    const other = await startTestSandbox();
    try {
      const response = await other.call('/auth/profile', { token });
      expect(response.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
