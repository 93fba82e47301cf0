import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, type Grant } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { UserProfile } from './schemas';

let sandbox: TestSandbox;
let customer: Grant;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

const update = (
  body: unknown,
  { token = customer.token, id = customer.user.id, club = undefined as number | undefined } = {},
) => sandbox.call(`/admin/customer/preference/update/${id}`, { method: 'PUT', body, token, club });

describe('PUT /admin/customer/preference/update/{userId}', () => {
  it.each([
    [{ preferredLanguage: 'ar' }, { preferredLanguage: 'ar' }],
    [{ preferredLanguage: 'EN' }, { preferredLanguage: 'en' }],
    [{ preferredCurrency: 'aed' }, { preferredCurrency: 'AED' }],
    [{ preferredCurrency: 'EUR' }, { preferredCurrency: 'EUR' }],
    [{ preferredCountry: 'sa' }, { preferredCountry: 'SA', country: 'SA' }],
  ])('saves %o and answers 200 with the updated profile', async (body, expected) => {
    const response = await update(body);
    expect(response.status).toBe(200);
    const { data } = await readEnvelope<UserProfile>(response);
    const { preferredCountry: _, ...profileFields } = expected as Record<string, string>;
    expect(data).toMatchObject({ id: customer.user.id, ...profileFields });

    const profile = await readEnvelope<UserProfile>(
      await sandbox.call('/auth/profile', { token: customer.token }),
    );
    expect(profile.data).toMatchObject(profileFields);
  });

  it.each([
    [{ preferredLanguage: 'fr' }, /^preferredLanguage: must be one of en, ar$/],
    [{ preferredCurrency: 'KWD' }, /^preferredCurrency: must be one of USD, AED, SAR, EUR$/],
    [{ preferredCurrency: 'XXX' }, /^preferredCurrency: /],
    [{ preferredCountry: 'XX' }, /^preferredCountry: /],
    [{ preferredCountry: 'SAU' }, /^preferredCountry: /],
    [{}, /exactly one of preferredLanguage, preferredCurrency, preferredCountry/],
    [{ preferredLanguage: 'ar', preferredCurrency: 'USD' }, /exactly one/],
  ])('answers 400 naming the field for %o', async (body, message) => {
    expect(await expectError(await update(body), 400)).toMatch(message);
  });

  it('checks against the club of the request: SAR is Nakhla’s, KWD no one’s', async () => {
    const nakhla = await logIn(sandbox, 'customer@nakhla.test', undefined, NAKHLA_ID);
    const ok = await update(
      { preferredCurrency: 'SAR' },
      { token: nakhla.token, id: nakhla.user.id, club: NAKHLA_ID },
    );
    expect(ok.status).toBe(200);
    const eur = await update(
      { preferredCurrency: 'EUR' },
      { token: nakhla.token, id: nakhla.user.id, club: NAKHLA_ID },
    );
    expect(await expectError(eur, 400)).toMatch(/^preferredCurrency: must be one of SAR, AED, USD$/);
  });

  it("answers 403 for another user's id and 401 without a token", async () => {
    const agent = await logIn(sandbox, 'agent@skyline.test');
    const other = await update({ preferredLanguage: 'ar' }, { id: agent.user.id });
    expect(await expectError(other, 403)).toBe('You can only see and change your own account');
    const anonymous = await sandbox.call(`/admin/customer/preference/update/${customer.user.id}`, {
      method: 'PUT',
      body: { preferredLanguage: 'ar' },
    });
    expect(anonymous.status).toBe(401);
  });
});
