import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, logIn, signUp, type Grant } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { MAX_SAVED_TRAVELERS } from './repository';
import type { Traveler } from './schemas';

// 2026-06-15 10:00 in Vienna: "today" for the date rules.
const clock = aFakeClock(Date.parse('2026-06-15T08:00:00Z'));
let sandbox: TestSandbox;
let customer: Grant;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

let passportSequence = 100_000;
/** A valid traveller with a passport number no other test uses. */
function aTraveler(overrides: Record<string, unknown> = {}) {
  passportSequence += 1;
  return {
    firstName: 'Lina',
    lastName: 'Farouk',
    dateOfBirth: '1985-02-20',
    gender: 'F',
    passportNumber: `K${passportSequence}`,
    expiryDate: '2031-12-31',
    ...overrides,
  };
}

/** `null`: no Authorization header. */
type Token = string | null;
const bearer = (token: Token) => token ?? undefined;
const list = (token: Token, club?: number) => sandbox.call('/traveler', { token: bearer(token), club });
const create = (body: unknown, token: Token = customer.token, club?: number) =>
  sandbox.call('/traveler', { method: 'POST', body, token: bearer(token), club });
const update = (id: number | string, body: unknown, token: Token = customer.token) =>
  sandbox.call(`/traveler/update-traveler/${id}`, { method: 'PUT', body, token: bearer(token) });
const remove = (id: number | string, token: Token = customer.token) =>
  sandbox.call(`/traveler/${id}`, { method: 'DELETE', token: bearer(token) });

async function created(body: unknown, token = customer.token): Promise<Traveler> {
  const response = await create(body, token);
  expect(response.status).toBe(201);
  return (await readEnvelope<Traveler>(response)).data;
}

describe('authentication', () => {
  it.each([
    ['GET /traveler', () => list(null)],
    ['POST /traveler', () => create(aTraveler(), null)],
    ['PUT /traveler/update-traveler/1', () => update(1, aTraveler(), null)],
    ['DELETE /traveler/1', () => remove(1, null)],
    ['a bad token', () => list('not-a-token')],
  ])('%s answers 401 without a valid login', async (_, call) => {
    expect(await expectError(await call(), 401)).toMatch(/log in again/);
  });

  it('refuses a token of another club', async () => {
    const nakhla = await logIn(sandbox, 'customer@nakhla.test', undefined, NAKHLA_ID);
    await expectError(await list(nakhla.token), 401);
  });
});

describe('GET /traveler', () => {
  it("lists the demo customer's seeded travellers, by name", async () => {
    const fresh = await signUp(sandbox);
    expect((await readEnvelope<Traveler[]>(await list(fresh.token))).data).toEqual([]);
    const { data } = await readEnvelope<Traveler[]>(await list(customer.token));
    expect(data.map((t) => `${t.firstName} ${t.lastName} ${t.dateOfBirth} ${t.passportNumber}`)).toEqual(
      expect.arrayContaining(['Adam Haddad 2018-06-03 N7730418', 'Sara Haddad 1990-04-12 N4821937']),
    );
  });

  it("seeds Nakhla's customer too, and never shows one user's travellers to another", async () => {
    const nakhla = await logIn(sandbox, 'customer@nakhla.test', undefined, NAKHLA_ID);
    const { data } = await readEnvelope<Traveler[]>(await list(nakhla.token, NAKHLA_ID));
    expect(data.map((t) => t.firstName).sort()).toEqual(['Faisal', 'Noura']);
    expect(data.some((t) => t.lastName === 'Haddad')).toBe(false);
  });
});

describe('POST /traveler', () => {
  it('saves a traveller (passport upper-cased, names trimmed) and lists it', async () => {
    const user = await signUp(sandbox);
    const response = await create(
      aTraveler({ firstName: ' Amélie ', lastName: "O'Neil-Ström", passportNumber: 'ab123456' }),
      user.token,
    );
    expect(response.status).toBe(201);
    const { data } = await readEnvelope<Traveler>(response);
    expect(data).toMatchObject({ firstName: 'Amélie', lastName: "O'Neil-Ström", passportNumber: 'AB123456' });
    expect(data.id).toBeGreaterThan(0);
    const listed = (await readEnvelope<Traveler[]>(await list(user.token))).data;
    expect(listed).toEqual([data]);
  });

  it('keeps Arabic names (the site allows Unicode letters)', async () => {
    const saved = await created(aTraveler({ firstName: 'نورة', lastName: 'العتيبي' }));
    expect(saved.firstName).toBe('نورة');
  });

  it.each([
    [{ firstName: '' }, /^firstName: Required/],
    [{ firstName: 'Sara2' }, /^firstName: valid name/],
    [{ lastName: 'a'.repeat(51) }, /^lastName: at most 50 characters/],
    [{ lastName: 'Haddad  Jr' }, /^lastName: valid name/],
    [{ dateOfBirth: '1990-02-30' }, /^dateOfBirth: must be a real calendar date/],
    [{ dateOfBirth: '12/04/1990' }, /^dateOfBirth: must be a date as YYYY-MM-DD/],
    [{ dateOfBirth: '2026-06-16' }, /^dateOfBirth: must not be in the future/],
    [{ gender: 'X' }, /^gender: /],
    [{ passportNumber: 'ABCDEFG' }, /^passportNumber: valid passport/],
    [{ passportNumber: '12345' }, /^passportNumber: valid passport/],
    [{ passportNumber: 'AB12-3456' }, /^passportNumber: valid passport/],
    [{ expiryDate: '2026-06-14' }, /^expiryDate: the passport has expired/],
    [{ expiryDate: undefined }, /^expiryDate: Required/],
  ])('answers 400 naming the field for %o', async (overrides, message) => {
    expect(await expectError(await create(aTraveler(overrides)), 400)).toMatch(message);
  });

  it('accepts a passport expiring today and a birth today', async () => {
    await created(aTraveler({ expiryDate: '2026-06-15', dateOfBirth: '2026-06-15' }));
  });

  it('answers 409 for a passport number the user already saved; another user may save it', async () => {
    const first = aTraveler();
    await created(first);
    const again = await create({ ...first, passportNumber: first.passportNumber.toLowerCase() });
    expect(await expectError(again, 409)).toMatch(/^passportNumber: /);
    const other = await signUp(sandbox);
    await created(first, other.token);
  });

  it(`keeps at most ${MAX_SAVED_TRAVELERS} travellers per user`, async () => {
    const user = await signUp(sandbox);
    for (let i = 0; i < MAX_SAVED_TRAVELERS; i++) await created(aTraveler(), user.token);
    expect(await expectError(await create(aTraveler(), user.token), 400)).toMatch(/^travelers: at most/);
  });
});

describe('PUT /traveler/update-traveler/{editId}', () => {
  it('replaces the fields of the owner’s traveller', async () => {
    const saved = await created(aTraveler());
    const changes = aTraveler({ lastName: 'Farouk Saleh', expiryDate: '2033-01-01' });
    const response = await update(saved.id, changes);
    expect(response.status).toBe(200);
    const { data } = await readEnvelope<Traveler>(response);
    expect(data).toMatchObject({ ...changes, id: saved.id });
    const listed = (await readEnvelope<Traveler[]>(await list(customer.token))).data;
    expect(listed.find((t) => t.id === saved.id)).toEqual(data);
  });

  it("answers 404 for another user's traveller and leaves it as it was", async () => {
    const saved = await created(aTraveler());
    const other = await signUp(sandbox);
    const message = await expectError(
      await update(saved.id, aTraveler({ firstName: 'Hacked' }), other.token),
      404,
    );
    expect(message).toBe('Saved traveller not found');
    const listed = (await readEnvelope<Traveler[]>(await list(customer.token))).data;
    expect(listed.find((t) => t.id === saved.id)?.firstName).toBe('Lina');
  });

  it('answers 404 for an id that does not exist, 400 for one that is not a number', async () => {
    await expectError(await update(99_999_999, aTraveler()), 404);
    expect(await expectError(await update('abc', aTraveler()), 400)).toMatch(/^editId: /);
  });

  it('validates like POST, naming the field', async () => {
    const saved = await created(aTraveler());
    expect(await expectError(await update(saved.id, aTraveler({ gender: '' })), 400)).toMatch(/^gender: /);
    expect(await expectError(await update(saved.id, aTraveler({ expiryDate: '2020-01-01' })), 400)).toMatch(
      /^expiryDate: the passport has expired/,
    );
  });

  it("answers 409 when the new passport number is another of the user's travellers'", async () => {
    const first = await created(aTraveler());
    const second = await created(aTraveler());
    const response = await update(second.id, aTraveler({ passportNumber: first.passportNumber }));
    expect(await expectError(response, 409)).toMatch(/^passportNumber: /);
    // Keeping its own number is no conflict.
    expect((await update(second.id, aTraveler({ passportNumber: second.passportNumber }))).status).toBe(200);
  });
});

describe('DELETE /traveler/{id}', () => {
  it('deletes the owner’s traveller: gone from the list, and a second delete is 404', async () => {
    const saved = await created(aTraveler());
    const response = await remove(saved.id);
    expect(response.status).toBe(200);
    expect((await readEnvelope<{ id: number }>(response)).data).toEqual({ id: saved.id });
    const listed = (await readEnvelope<Traveler[]>(await list(customer.token))).data;
    expect(listed.map((t) => t.id)).not.toContain(saved.id);
    expect(await expectError(await remove(saved.id), 404)).toBe('Saved traveller not found');
    // The passport number is free again.
    await created(aTraveler({ passportNumber: saved.passportNumber }));
  });

  it("answers 404 for another user's traveller and keeps it", async () => {
    const saved = await created(aTraveler());
    const other = await signUp(sandbox);
    expect(await expectError(await remove(saved.id, other.token), 404)).toBe('Saved traveller not found');
    const listed = (await readEnvelope<Traveler[]>(await list(customer.token))).data;
    expect(listed.map((t) => t.id)).toContain(saved.id);
  });

  it('answers 404 for an id that does not exist, 400 for one that is not a number', async () => {
    await expectError(await remove(99_999_999), 404);
    expect(await expectError(await remove('abc'), 400)).toMatch(/^id: /);
  });
});
