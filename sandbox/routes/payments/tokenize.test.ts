import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTokens } from '../../db/schema';
import { aFakeClock, logIn } from '../../test-support/auth';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { TEST_NOW } from '../../test-support/flight-search';
import { brandOf, checkCard, passesLuhn } from './cards';
import { tokenizeCall } from '../../test-support/payments';

describe('card checks', () => {
  const now = new Date(TEST_NOW);
  const card = (overrides: Partial<Parameters<typeof checkCard>[0]>) =>
    checkCard(
      { cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvv: '123', ...overrides },
      now,
    );

  it.each([
    ['4242424242424242', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
  ])('Luhn of %s is %s', (digits, valid) => expect(passesLuhn(digits)).toBe(valid));

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6521000000000001', 'rupay'],
    // mada numbers are Visa, Mastercard or their own ranges by their first digits: the BIN decides.
    ['4406470000000007', 'mada'],
    ['5888450000000003', 'mada'],
    ['9682010000000005', 'mada'],
    ['4406480000000000', 'visa'],
  ])('%s is a %s card', (digits, brand) => expect(brandOf(digits)).toBe(brand));

  it('maps the test cards to their outcomes; other valid cards succeed', () => {
    expect(card({})).toEqual({ brand: 'visa', last4: '4242', outcome: 'succeed' });
    expect(card({ cardNumber: '4000-0000-0000-0002' })?.outcome).toBe('decline');
    expect(card({ cardNumber: '4000000000009995' })?.outcome).toBe('fail');
    expect(card({ cardNumber: '4000000000003220' })?.outcome).toBe('cancel');
    expect(card({ cardNumber: '4111111111111111' })?.outcome).toBe('succeed');
  });

  it('refuses a bad number, an expired card and a CVV of the wrong length', () => {
    expect(card({ cardNumber: '4242424242424241' })).toBeNull();
    expect(card({ cardNumber: '4242 4242 x242 4242' })).toBeNull();
    expect(card({ expiryYear: 2026, expiryMonth: 10 })).toBeNull();
    expect(card({ expiryYear: 2026, expiryMonth: 11 })).not.toBeNull(); // valid to the end of the month
    expect(card({ cvv: '12' })).toBeNull();
    expect(card({ cvv: '1234' })).toBeNull();
    expect(card({ cardNumber: '378282246310005', cvv: '1234' })).not.toBeNull();
    expect(card({ cardNumber: '378282246310005', cvv: '123' })).toBeNull();
  });
});

describe('POST /payment/tokenize', () => {
  const clock = aFakeClock(TEST_NOW);
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ services: { now: clock.now } });
  });
  afterAll(() => sandbox.close());

  it('answers mada for a mada card (a Visa number by its first digit)', async () => {
    const response = await tokenizeCall(sandbox, { cardNumber: '4406 4700 0000 0007' });
    const envelope = await readEnvelope<{ brand: string; last4: string }>(response);
    expect(response.status, envelope.message).toBe(201);
    expect(envelope.data).toMatchObject({ brand: 'mada', last4: '0007' });
  });

  it('answers a 15-minute token and keeps neither the card number nor the CVV', async () => {
    const response = await tokenizeCall(sandbox, { cardNumber: '4242 4242 4242 4242', cvv: '987' });
    const envelope = await readEnvelope<{
      paymentToken: string;
      brand: string;
      last4: string;
      expiresAt: string;
    }>(response);
    expect(response.status, envelope.message).toBe(201);
    expect(envelope.data).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(Date.parse(envelope.data.expiresAt) - TEST_NOW).toBe(15 * 60_000);
    const rows = await sandbox.database.db.select().from(paymentTokens);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['brand', 'clubId', 'createdAt', 'expiresAt', 'last4', 'outcome', 'tokenHash', 'usedAt'].sort(),
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain(envelope.data.paymentToken);
  });

  it.each([
    ['a bad check digit', { cardNumber: '4242 4242 4242 4241' }],
    ['an expired card', { expiryMonth: 10, expiryYear: 2026 }],
    ['a short CVV', { cvv: '12' }],
    ['letters in the number', { cardNumber: '4242 4242 4242 42AB' }],
  ])('refuses %s', async (_, overrides) => {
    expect(await expectError(await tokenizeCall(sandbox, overrides), 400)).toBe(
      'This card is not valid, please enter another card',
    );
  });

  it('names a missing field, and refuses a bad login token', async () => {
    expect(await expectError(await tokenizeCall(sandbox, { holderName: '' }), 400)).toMatch(/^holderName: /);
    expect((await tokenizeCall(sandbox, {}, { token: 'nope' })).status).toBe(401);
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    expect((await tokenizeCall(sandbox, {}, { token })).status).toBe(201);
  });
});
