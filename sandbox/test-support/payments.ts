import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { agentWallets, bookings, clubs, payments } from '../db/schema';
import { CLUB_PAYMENT_METHODS, type ClubPaymentMethodName } from '../lib/club-payments';
import { SKYLINE_ID, readEnvelope, startTestSandbox, type CallOptions, type TestSandbox } from './sandbox';
import { aFakeClock, logIn, type Grant } from './auth';
import { aFareSource, aKey, type FareSource } from './bookings';
import { TEST_NOW } from './flight-search';
import type { PaymentMethodEntry, PaymentResult } from '../routes/payments/schemas';

/** Test cards of docs/flights-contract.md. */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  failing: '4000 0000 0000 9995',
  cancelling: '4000 0000 0000 3220',
} as const;

export function aCard(overrides: Record<string, unknown> = {}) {
  return {
    cardNumber: TEST_CARDS.visa,
    holderName: 'Sara Haddad',
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
    ...overrides,
  };
}

export const tokenizeCall = (
  sandbox: TestSandbox,
  overrides: Record<string, unknown> = {},
  options: CallOptions = {},
) => sandbox.call('/payment/tokenize', { ...options, body: aCard(overrides) });

export async function aCardToken(
  sandbox: TestSandbox,
  cardNumber: string = TEST_CARDS.visa,
): Promise<string> {
  const response = await tokenizeCall(sandbox, { cardNumber });
  const envelope = await readEnvelope<{ paymentToken: string }>(response);
  expect(response.status, envelope.message).toBe(201);
  return envelope.data.paymentToken;
}

export function payCall(
  sandbox: TestSandbox,
  body: Record<string, unknown>,
  key: string | null,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = key === null ? {} : { 'Idempotency-Key': key };
  return sandbox.call('/payment/pay', { ...options, body: { moduleType: 1, ...body }, headers });
}

/** Pays and expects `status`; answers the envelope (whose data is the PaymentResult). */
export async function pay(
  sandbox: TestSandbox,
  body: Record<string, unknown>,
  status: number,
  options: CallOptions = {},
  key = aKey(),
) {
  const response = await payCall(sandbox, body, key, options);
  const envelope = await readEnvelope<PaymentResult>(response);
  expect(response.status, envelope.message).toBe(status);
  return envelope;
}

export async function bookingRow(sandbox: TestSandbox, bookingId: string) {
  const [row] = await sandbox.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

export const paymentRows = (sandbox: TestSandbox, bookingId: string) =>
  sandbox.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));

export async function walletBalance(sandbox: TestSandbox, agentId: number): Promise<string> {
  const [row] = await sandbox.database.db
    .select()
    .from(agentWallets)
    .where(eq(agentWallets.agentId, agentId));
  if (!row) throw new Error(`no wallet for ${agentId}`);
  return row.availableBalance;
}

export async function setWalletBalance(sandbox: TestSandbox, agentId: number, balance: string) {
  await sandbox.database.db
    .update(agentWallets)
    .set({ availableBalance: balance })
    .where(eq(agentWallets.agentId, agentId));
}

/** Every method a club can be configured to take: cards, and UPI and net banking as an Indian club. */
export const CARDS_UPI_AND_NET_BANKING: ClubPaymentMethodName[] = [
  'DebitCard',
  'CreditCard',
  'UPI',
  'NetBanking',
];

/**
 * Configures a club's checkout to take `methods`. The demo clubs are Gulf clubs and take cards;
 * tests that pay by UPI or net banking configure the club for them first, as an Indian club is.
 */
export async function offerPaymentMethods(
  sandbox: TestSandbox,
  methods: ClubPaymentMethodName[],
  clubId: number = SKYLINE_ID,
) {
  await sandbox.database.db
    .update(clubs)
    .set({ paymentMethods: methods.map((name) => CLUB_PAYMENT_METHODS[name]) })
    .where(eq(clubs.id, clubId));
}

/** What the payment tests pay in: a sandbox on the test clock, fares to book, users signed in by role. */
export interface PayingWorld {
  sandbox: TestSandbox;
  source: FareSource;
  grants: Record<string, Grant>;
}

/**
 * Starts the payment tests' world before the file's tests and closes it after: `roles` are signed in
 * (`<role>@skyline.test`), and the club is configured to take `methods` when they are given.
 */
export function aPayingWorld(roles: string[], methods?: ClubPaymentMethodName[]): PayingWorld {
  const world = { grants: {} } as PayingWorld;
  beforeAll(async () => {
    const clock = aFakeClock(TEST_NOW);
    world.sandbox = await startTestSandbox({ services: { now: clock.now } });
    if (methods) await offerPaymentMethods(world.sandbox, methods);
    world.source = await aFareSource(world.sandbox, clock);
    for (const role of roles) world.grants[role] = await logIn(world.sandbox, `${role}@skyline.test`);
  });
  afterAll(() => world.sandbox.close());
  return world;
}

/** GET /payment/methods for a flight, as the user of `token` (or a guest) is offered them. */
export async function methodsFor(sandbox: TestSandbox, token?: string): Promise<PaymentMethodEntry[]> {
  const response = await sandbox.call('/payment/methods?moduleType=1', { token });
  const envelope = await readEnvelope<PaymentMethodEntry[]>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}
