import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, signUp, type Grant } from '../../test-support/auth';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { UserProfile } from './schemas';

// 2026-06-15 10:00 in Vienna: "today" for the date-of-birth rule.
const clock = aFakeClock(Date.parse('2026-06-15T08:00:00Z'));
let sandbox: TestSandbox;
let customer: Grant;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

const getCustomer = (id: number | string, token: string | null = customer.token) =>
  sandbox.call(`/user/customer/${id}`, { token: token ?? undefined });
/** `token: null` sends no Authorization header. */
const edit = (body: unknown, { token = customer.token as string | null, id = customer.user.id } = {}) =>
  sandbox.call(`/admin/edit-profile/update/${id}`, { method: 'PUT', body, token: token ?? undefined });

const aProfile = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Sara Al Haddad',
  phoneCountryCode: '+971',
  mobileNumber: '501112233',
  address: 'Marina Walk 12, Dubai',
  dateOfBirth: '1990-04-12',
  ...overrides,
});

describe('GET /user/customer/{id}', () => {
  it('answers the profile with every field of the contract', async () => {
    const response = await getCustomer(customer.user.id);
    expect(response.status).toBe(200);
    const { data } = await readEnvelope<UserProfile>(response);
    expect(data).toMatchObject({
      id: customer.user.id,
      email: 'customer@skyline.test',
      firstName: expect.any(String),
      lastName: expect.any(String),
      fullName: expect.any(String),
      profilePic: null,
      phoneCountryCode: '+971',
      mobileNumber: expect.stringMatching(/^\d+$/),
      address: null,
      dateOfBirth: null,
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
      country: 'AE',
      userType: 5,
    });
  });

  it("answers 404 for another user's id, as for one that does not exist, and 401 without a token", async () => {
    const other = await signUp(sandbox);
    expect(await expectError(await getCustomer(other.user.id), 404)).toBe('User not found');
    expect(await expectError(await getCustomer(99_999_999), 404)).toBe('User not found');
    expect((await getCustomer(customer.user.id, null)).status).toBe(401);
  });
});

describe('PUT /admin/edit-profile/update/{userId}', () => {
  it('saves the fields and answers the updated profile, which GET then shows', async () => {
    const user = await signUp(sandbox);
    const response = await edit(aProfile({ fullName: '  Sara Al Haddad ' }), {
      token: user.token,
      id: user.user.id,
    });
    const { data, message } = await readEnvelope<UserProfile>(response);
    expect(response.status, message).toBe(200);
    const expected = {
      fullName: 'Sara Al Haddad',
      firstName: 'Sara',
      lastName: 'Al Haddad',
      phoneCountryCode: '+971',
      mobileNumber: '501112233',
      phoneNumber: '501112233',
      address: 'Marina Walk 12, Dubai',
      dateOfBirth: '1990-04-12',
    };
    expect(data).toMatchObject(expected);
    const read = await readEnvelope<UserProfile>(await getCustomer(user.user.id, user.token));
    expect(read.data).toMatchObject(expected);
  });

  it('keeps Arabic names and clears the address and date of birth with null or empty', async () => {
    const user = await signUp(sandbox);
    const options = { token: user.token, id: user.user.id };
    expect((await edit(aProfile(), options)).status).toBe(200);
    const response = await edit(
      aProfile({ fullName: 'نورة العتيبي', address: '', dateOfBirth: null }),
      options,
    );
    expect(response.status).toBe(200);
    expect((await readEnvelope<UserProfile>(response)).data).toMatchObject({
      fullName: 'نورة العتيبي',
      firstName: 'نورة',
      lastName: 'العتيبي',
      address: null,
      dateOfBirth: null,
    });
  });

  it.each([
    [{ fullName: '' }, /^fullName: /],
    [{ fullName: 'Sara 2' }, /^fullName: must contain letters only/],
    [{ fullName: 'A'.repeat(51) }, /^fullName: must be at most 50/],
    [{ mobileNumber: '123456' }, /^mobileNumber: must be 7 to 15 digits/],
    [{ mobileNumber: '50-111-2233' }, /^mobileNumber: /],
    [{ phoneCountryCode: '971' }, /^phoneCountryCode: /],
    [{ address: 'x'.repeat(201) }, /^address: must be at most 200/],
    [{ address: '١٢، ٣٤' }, /^address: must be text/],
    [{ dateOfBirth: '1990-02-30' }, /^dateOfBirth: /],
    [{ dateOfBirth: '12/04/1990' }, /^dateOfBirth: /],
    [{ dateOfBirth: '2026-06-15' }, /^dateOfBirth: must be a day in the past$/],
    [{ dateOfBirth: '2030-01-01' }, /^dateOfBirth: must be a day in the past$/],
    [{ fullName: undefined }, /^fullName: Required/],
  ])('answers 400 naming the field for %o and changes nothing', async (overrides, message) => {
    const before = (await readEnvelope<UserProfile>(await getCustomer(customer.user.id))).data;
    expect(await expectError(await edit(aProfile(overrides)), 400)).toMatch(message);
    const after = (await readEnvelope<UserProfile>(await getCustomer(customer.user.id))).data;
    expect(after).toEqual(before);
  });

  it('accepts an Arabic address with Arabic punctuation and digits (the free-text rule)', async () => {
    const response = await edit(aProfile({ address: 'برج «الخليج»، الطابق ٣؛ دبي' }));
    expect(response.status).toBe(200);
    expect((await readEnvelope<UserProfile>(response)).data.address).toBe('برج «الخليج»، الطابق ٣؛ دبي');
  });

  it('accepts a 200-character address and yesterday as the date of birth', async () => {
    const response = await edit(aProfile({ address: 'x'.repeat(200), dateOfBirth: '2026-06-14' }));
    expect(response.status).toBe(200);
  });

  it("answers 404 for another user's id and leaves that user as they were; 401 without a token", async () => {
    const other = await signUp(sandbox);
    const message = await expectError(
      await edit(aProfile({ fullName: 'Hacked' }), { id: other.user.id }),
      404,
    );
    expect(message).toBe('User not found');
    const theirs = (await readEnvelope<UserProfile>(await getCustomer(other.user.id, other.token))).data;
    expect(theirs.fullName).not.toBe('Hacked');
    expect((await edit(aProfile(), { token: null })).status).toBe(401);
  });
});
