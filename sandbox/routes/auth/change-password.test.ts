import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxOf, logIn, signUp } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

const NEW_PASSWORD = 'Fresh#Pass42';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const change = (
  body: unknown,
  token: string | null,
  { ip = '198.51.100.20', club = undefined as number | undefined } = {},
) => sandbox.call('/auth/user/change-password', { body, token: token ?? undefined, ip, club });
const aChange = (currentPassword: string, overrides: Record<string, unknown> = {}) => ({
  currentPassword,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  browser: 'Firefox 140',
  ...overrides,
});
const profileStatus = async (token: string, club?: number) =>
  (await sandbox.call('/auth/profile', { token, club })).status;

describe('POST /auth/user/change-password', () => {
  it('changes the password, keeps the calling session, and signs out the others', async () => {
    const account = await signUp(sandbox);
    const other = await logIn(sandbox, account.email, account.password);
    const response = await change(aChange(account.password), account.token);
    const { data, message } = await readEnvelope(response);
    expect(response.status, message).toBe(200);
    expect(data).toEqual({ changed: true });

    expect(await profileStatus(account.token)).toBe(200);
    expect(await profileStatus(other.token)).toBe(401);

    // The old password stops working; the new one logs in.
    const old = await sandbox.call('/auth/login-with-password', {
      body: { email: account.email, password: account.password },
    });
    expect(old.status).not.toBe(201);
    const fresh = await logIn(sandbox, account.email, NEW_PASSWORD);
    expect(await profileStatus(fresh.token)).toBe(200);
  });

  it('mails a confirmation saying when and from which address and browser', async () => {
    const account = await signUp(sandbox);
    expect((await change(aChange(account.password), account.token)).status).toBe(200);
    await expect
      .poll(async () => (await inboxOf(sandbox, account.email)).map((mail) => mail.subject))
      .toContain('Skyline Travel: Your password was changed');
    const mail = (await inboxOf(sandbox, account.email)).find((m) =>
      m.subject.endsWith('password was changed'),
    );
    expect(mail?.language).toBe('en');
    expect(mail?.text).toMatch(/^When: \d{1,2} \w+ \d{4}(,| at) \d{2}:\d{2} UTC$/m);
    expect(mail?.text).toContain('IP address: 198.51.100.20');
    expect(mail?.text).toContain('Browser: Firefox 140');
  });

  it('writes the confirmation in Arabic for an Arabic-speaking user', async () => {
    const account = await signUp(sandbox, {}, NAKHLA_ID);
    expect(account.user.preferredLanguage).toBe('ar');
    const response = await change(aChange(account.password), account.token, { club: NAKHLA_ID });
    expect(response.status).toBe(200);
    await expect
      .poll(async () => (await inboxOf(sandbox, account.email, NAKHLA_ID)).map((mail) => mail.subject))
      .toContain('نخلة للرحلات: تم تغيير كلمة المرور');
    const [mail] = (await inboxOf(sandbox, account.email, NAKHLA_ID)).filter((m) =>
      m.subject.includes('كلمة المرور'),
    );
    expect(mail?.language).toBe('ar');
    expect(mail?.text).toContain('198.51.100.20');
    expect(mail?.text).toContain('Firefox 140');
  });

  it('answers 400 naming currentPassword for a wrong current password, and changes nothing', async () => {
    const account = await signUp(sandbox);
    const other = await logIn(sandbox, account.email, account.password);
    expect(await expectError(await change(aChange('Wrong#Pass1'), account.token), 400)).toBe(
      'currentPassword: the current password is not correct',
    );
    expect(await profileStatus(other.token)).toBe(200);
    await logIn(sandbox, account.email, account.password);
  });

  it.each([
    [{ newPassword: 'short1!', confirmPassword: 'short1!' }, /^newPassword: must be at least 8/],
    [{ newPassword: 'NoDigits!!', confirmPassword: 'NoDigits!!' }, /^newPassword: must contain a digit/],
    [{ newPassword: 'NoSymbol123', confirmPassword: 'NoSymbol123' }, /^newPassword: must contain one of/],
    [{ confirmPassword: 'Other#Pass42' }, /^confirmPassword: passwords do not match$/],
    [{ confirmPassword: '' }, /^confirmPassword: please confirm the new password/],
    [{ currentPassword: '' }, /^currentPassword: must not be empty/],
  ])('answers 400 naming the field for %o', async (overrides, message) => {
    const account = await signUp(sandbox);
    expect(await expectError(await change(aChange(account.password, overrides), account.token), 400)).toMatch(
      message,
    );
  });

  it('answers 429 with Retry-After after 5 attempts for one account in 10 minutes', async () => {
    const account = await signUp(sandbox);
    for (let i = 0; i < 5; i++) {
      await expectError(
        await change(aChange(`Wrong#Pass${i}`), account.token, { ip: `198.51.100.${30 + i}` }),
        400,
      );
    }
    const limited = await change(aChange(account.password), account.token, { ip: '198.51.100.99' });
    expect(await expectError(limited, 429)).toMatch(/^Too many attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password does not get through while limited.
    await logIn(sandbox, account.email, account.password);
  });

  it('answers 401 without a token', async () => {
    expect((await change(aChange('Travel@123'), null)).status).toBe(401);
  });
});
