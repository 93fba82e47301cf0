import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginEvents, oneTimeCodes, users } from '../../db/schema';
import { aSignUpBody, latestCode, outboxOf, signUp, ticketFor } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { hashCode } from './codes';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const userRow = async (email: string) => {
  const [row] = await sandbox.database.db.select().from(users).where(eq(users.email, email));
  return row!;
};

/** A sign-up body with the ticket of a welcome step for its email, as the popup sends it. */
const ticketed = async (overrides: Record<string, unknown> = {}, club?: number) => {
  const body = aSignUpBody(overrides);
  return { ...body, ticket: await ticketFor(sandbox, body.email as string, club) };
};

describe('POST /auth/signup', () => {
  it('creates an unverified customer, answers 201 with a session, and mails a SIGNUP code', async () => {
    const body = await ticketed({ fullName: ' Sara Al Haddad ', email: 'New.Person@Mail.Test' });
    const response = await sandbox.call('/auth/signup', { body, ip: '198.51.100.23' });
    const envelope = await readEnvelope<{ token: string; user: Record<string, unknown> }>(response);

    expect(response.status).toBe(201);
    expect(envelope.statusCode).toBe(201);
    expect(envelope.data.token.split('.')).toHaveLength(3);
    expect(envelope.data.user).toMatchObject({
      email: 'new.person@mail.test',
      firstName: 'Sara',
      lastName: 'Al Haddad',
      fullName: 'Sara Al Haddad',
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
      country: 'AE',
      userType: 5,
      isEmailVerified: false,
      profilePic: null,
    });

    const [mail] = await outboxOf(sandbox, 'new.person@mail.test');
    expect(mail).toMatchObject({ otpType: 1, language: 'en', to: 'new.person@mail.test' });
    expect(mail!.code).toMatch(/^\d{6}$/);
    expect(mail!.subject).toContain('Skyline Travel');
    expect(mail!.text).toContain(mail!.code);
    expect(mail!.text).toContain('10 minutes');
  });

  it('stores an argon2id hash, never the password, and only a peppered hash of the code', async () => {
    const account = await signUp(sandbox);
    const row = await userRow(account.email);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(account.password);

    const code = await latestCode(sandbox, account.email);
    const codes = await sandbox.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, account.email));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0]!.codeHash).not.toContain(code);
    expect(codes[0]!.codeHash).not.toBe(hashCode(code, '')); // peppered
  });

  it('records the login with the address the sandbox saw and the one the site reported', async () => {
    const account = await signUp(sandbox, { ip: '203.0.113.99', browser: 'Firefox 140' });
    const row = await userRow(account.email);
    const events = await sandbox.database.db.select().from(loginEvents).where(eq(loginEvents.userId, row.id));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'NORMAL',
        socketIp: '192.0.2.10',
        reportedIp: '203.0.113.99',
        browser: 'Firefox 140',
        country: 'AE',
      }),
    ]);
  });

  it('starts with the language and currency the visitor used when the club offers them', async () => {
    const body = await ticketed({ fullName: 'ليلى حسن', country: 'sa' }, NAKHLA_ID);
    const response = await sandbox.call('/auth/signup', {
      body,
      club: NAKHLA_ID,
      headers: { language: 'en', 'Currency-Preference': 'AED' },
    });
    const { data } = await readEnvelope<{ user: Record<string, unknown> }>(response);
    expect(data.user).toMatchObject({ preferredLanguage: 'en', preferredCurrency: 'AED', country: 'SA' });

    const other = await ticketed({ country: 'XX' }, NAKHLA_ID);
    const fallback = await sandbox.call('/auth/signup', {
      body: other,
      club: NAKHLA_ID,
      headers: { language: 'fr', 'Currency-Preference': 'EUR' },
    });
    const answer = await readEnvelope<{ user: Record<string, unknown> }>(fallback);
    expect(answer.data.user).toMatchObject({
      preferredLanguage: 'ar',
      preferredCurrency: 'SAR',
      country: null,
    });
  });

  it('mails the code in Arabic to an Arabic-speaking user, with the club name', async () => {
    const account = await signUp(sandbox, {}, NAKHLA_ID);
    const [mail] = await outboxOf(sandbox, account.email, NAKHLA_ID);
    expect(mail!.language).toBe('ar');
    expect(mail!.subject).toContain('تأكيد بريدك الإلكتروني');
    // The club's Arabic name for an Arabic reader (issue 30 item 19), never its Latin one.
    expect(mail!.subject).toContain('نخلة للرحلات');
    expect(mail!.subject).not.toContain('Nakhla Trips');
    expect(mail!.text).toContain('10 دقائق');
    expect(mail!.text).toContain(mail!.code!);
  });

  it('answers 409 for an email already registered in the club, whatever its case', async () => {
    const account = await signUp(sandbox);
    const again = await sandbox.call('/auth/signup', {
      body: await ticketed({ email: account.email.toUpperCase() }),
    });
    expect(await expectError(again, 409)).toBe('This email is already registered');
    // The same address may join another club.
    const elsewhere = await sandbox.call('/auth/signup', {
      body: await ticketed({ email: account.email }, NAKHLA_ID),
      club: NAKHLA_ID,
    });
    expect(elsewhere.status).toBe(201);
  });

  it.each([
    [{ fullName: '' }, 'fullName'],
    [{ fullName: 'x'.repeat(51) }, 'fullName'],
    [{ fullName: 'R2D2' }, 'fullName'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: undefined }, 'email'],
    [{ phoneCountryCode: '971' }, 'phoneCountryCode'],
    [{ phoneNumber: '12345' }, 'phoneNumber'],
    [{ phoneNumber: '50-123-4567' }, 'phoneNumber'],
    [{ password: 'Short@1' }, 'password'],
    [{ password: 'NoDigits@here' }, 'password'],
    [{ password: 'NoSpecial123' }, 'password'],
    [{ password: 'With space@1' }, 'password'],
    [{ password: '12345678@' }, 'password'],
  ])('answers 400 naming the field for %o', async (overrides, field) => {
    const message = await expectError(
      await sandbox.call('/auth/signup', { body: { ...aSignUpBody(overrides), ticket: 'x' } }),
      400,
    );
    expect(message).toMatch(new RegExp(`^${field}: `));
  });

  it('accepts Arabic letters and Arabic-Indic digits in the password', async () => {
    const response = await sandbox.call('/auth/signup', { body: await ticketed({ password: 'كلمة@١٢٣٤' }) });
    expect(response.status).toBe(201);
  });
});
