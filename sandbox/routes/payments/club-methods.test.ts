import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock } from '../../test-support/auth';
import { aFareSource, aKey, aPendingBooking, type FareSource } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { aCardToken, offerPaymentMethods, pay, payCall } from '../../test-support/payments';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { ClubConfiguration } from '../whitelabel/schemas';
import { METHOD_NOT_OFFERED_MESSAGE } from './methods';
import type { PaymentMethodEntry } from './schemas';

/**
 * Issue 30 item 22: a Gulf club was offered UPI and net banking and asked for a GST number. What a
 * club takes and what its invoice asks for come from its configuration.
 */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  source = await aFareSource(sandbox, clock);
});
afterAll(() => sandbox.close());

async function paymentsOf(domain: string): Promise<ClubConfiguration['payments']> {
  const response = await sandbox.call(`/whitelabel/config?domain=${domain}`, { club: null });
  return (await readEnvelope<ClubConfiguration>(response)).data.payments;
}

async function methodNames(club?: number): Promise<string[]> {
  const response = await sandbox.call('/payment/methods?moduleType=1', club ? { club } : {});
  return (await readEnvelope<PaymentMethodEntry[]>(response)).data.map((method) => method.name);
}

describe('a club’s payment configuration', () => {
  it('gives each demo club (both in the Gulf) cards and its own tax number label', async () => {
    expect(await paymentsOf('skyline.localhost:3000')).toEqual({
      methods: ['DebitCard', 'CreditCard'],
      tax_id_label: 'TRN',
    });
    expect(await paymentsOf('nakhla.localhost:3000')).toEqual({
      methods: ['DebitCard', 'CreditCard'],
      tax_id_label: 'VAT',
    });
    expect(await methodNames()).toEqual(['DebitCard', 'CreditCard']);
    expect(await methodNames(NAKHLA_ID)).toEqual(['DebitCard', 'CreditCard']);
  });

  it('refuses UPI and net banking at a club that does not take them, and takes cards', async () => {
    const booking = await aPendingBooking(sandbox, source);
    const viaUpi = {
      bookingId: booking.bookingId,
      method: 3,
      upiId: 'sara@okbank',
      accessToken: booking.accessToken,
    };
    expect(await expectError(await payCall(sandbox, viaUpi, aKey()), 400)).toBe(METHOD_NOT_OFFERED_MESSAGE);
    const viaBank = { ...viaUpi, method: 4, upiId: undefined, bankCode: 'HDFC' };
    expect(await expectError(await payCall(sandbox, viaBank, aKey()), 400)).toBe(METHOD_NOT_OFFERED_MESSAGE);
    const byCard = {
      bookingId: booking.bookingId,
      method: 1,
      paymentToken: await aCardToken(sandbox),
      accessToken: booking.accessToken,
    };
    expect((await pay(sandbox, byCard, 201)).data.bookingStatus).toBe(1);
  });

  it('offers and takes UPI once the club is configured for it, and only then', async () => {
    await offerPaymentMethods(sandbox, ['CreditCard', 'UPI'], NAKHLA_ID);
    expect(await methodNames(NAKHLA_ID)).toEqual(['CreditCard', 'UPI']);
    expect(await methodNames()).toEqual(['DebitCard', 'CreditCard']);
    await offerPaymentMethods(sandbox, ['DebitCard', 'CreditCard'], NAKHLA_ID);
    expect(await methodNames(NAKHLA_ID)).toEqual(['DebitCard', 'CreditCard']);
  });
});
