import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards } from '../../db/schema';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { aFareSource, aKey, aPendingBooking, type FareSource } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { TEST_CARDS, pay, payCall, tokenizeCall } from '../../test-support/payments';
import type { SavedCardView } from './saved-cards';

/** Saved cards: the specification's TOKENIZATION payment mode, through the HTTP layer. */

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
let source: FareSource;
const grants: Record<string, Grant> = {};
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
  source = await aFareSource(sandbox, clock);
  for (const role of ['customer', 'agent']) grants[role] = await logIn(sandbox, `${role}@skyline.test`);
});
afterAll(() => sandbox.close());

async function savedCardsOf(token: string) {
  const response = await sandbox.call('/payment/saved-cards', { token });
  const envelope = await readEnvelope<SavedCardView[]>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

/** Tokenises a card with `saveCard`: the card then waits for the payment with its token. */
async function aCardToSave(token: string, overrides: Record<string, unknown> = {}) {
  const response = await tokenizeCall(
    sandbox,
    { cardNumber: TEST_CARDS.visa, ...overrides, saveCard: true },
    { token },
  );
  const envelope = await readEnvelope<{ savedCard: SavedCardView; paymentToken: string }>(response);
  expect(response.status, envelope.message).toBe(201);
  return envelope.data;
}

/** A booking of the user's paid with a card token (the status the bank's answer gives). */
async function payWithToken(token: string, paymentToken: string, status: number) {
  const booking = await aPendingBooking(sandbox, source, { token });
  return pay(sandbox, { bookingId: booking.bookingId, method: 2, paymentToken }, status, { token });
}

/** A kept card: tokenised with `saveCard` and paid with. */
async function aSavedCard(token: string, cardNumber: string = TEST_CARDS.visa, overrides = {}) {
  const { savedCard, paymentToken } = await aCardToSave(token, { cardNumber, ...overrides });
  await payWithToken(token, paymentToken, 201);
  return savedCard;
}

describe('saving a card (POST /payment/tokenize with saveCard)', () => {
  it('keeps the brand, the last four digits and the expiry, and lists the card (newest first)', async () => {
    const token = grants.agent!.token;
    expect(await savedCardsOf(token)).toEqual([]);
    const first = await aSavedCard(token, TEST_CARDS.mastercard);
    const second = await aSavedCard(token);
    expect(second).toMatchObject({ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 });
    expect(Object.keys(second).sort()).toEqual(['brand', 'expiryMonth', 'expiryYear', 'id', 'last4']);
    expect((await savedCardsOf(token)).map((card) => card.id)).toEqual([second.id, first.id]);
  });

  it('keeps a card only once a payment with it succeeds; a declined card is never kept', async () => {
    const token = grants.customer!.token;
    const before = (await savedCardsOf(token)).map((card) => card.id);

    const waiting = await aCardToSave(token);
    // Not listed, not payable, not removable while its payment has not happened.
    expect((await savedCardsOf(token)).map((card) => card.id)).toEqual(before);
    const early = await aPendingBooking(sandbox, source, { token });
    const withSaved = { bookingId: early.bookingId, method: 2, paymentMode: 'TOKENIZATION' };
    expect(
      await expectError(
        await payCall(sandbox, { ...withSaved, savedCardId: waiting.savedCard.id }, aKey(), { token }),
        400,
      ),
    ).toBe('savedCardId: not one of your saved cards');
    await payWithToken(token, waiting.paymentToken, 201);
    expect((await savedCardsOf(token)).map((card) => card.id)).toEqual([waiting.savedCard.id, ...before]);

    const declined = await aCardToSave(token, { cardNumber: TEST_CARDS.declined });
    const refused = await payWithToken(token, declined.paymentToken, 402);
    expect(refused.message).toBe('This card is not valid, please enter another card');
    expect((await savedCardsOf(token)).map((card) => card.id)).not.toContain(declined.savedCard.id);
    expect(
      await expectError(
        await payCall(sandbox, { ...withSaved, savedCardId: declined.savedCard.id }, aKey(), { token }),
        400,
      ),
    ).toBe('savedCardId: not one of your saved cards');
  });

  it('needs a login, and a saved-cards list needs one too', async () => {
    const response = await tokenizeCall(sandbox, { saveCard: true });
    expect(await expectError(response, 403)).toBe('saveCard: saving a card needs a login');
    expect((await sandbox.call('/payment/saved-cards')).status).toBe(401);
  });
});

describe('paying with a saved card (paymentMode TOKENIZATION)', () => {
  it('pays without the card typed again, and the card stays for the next time', async () => {
    const token = grants.customer!.token;
    const card = await aSavedCard(token);
    const booking = await aPendingBooking(sandbox, source, { token });
    const body = {
      bookingId: booking.bookingId,
      method: 2,
      paymentMode: 'TOKENIZATION',
      savedCardId: card.id,
    };
    const { data } = await pay(sandbox, body, 201, { token });
    expect(data).toMatchObject({ status: 'SUCCEEDED', bookingStatus: 1, method: 2 });
    expect((await savedCardsOf(token)).map((saved) => saved.id)).toContain(card.id);
  });

  it('answers a saved card that has expired since as the bank does', async () => {
    const token = grants.customer!.token;
    const card = await aSavedCard(token);
    // Months have passed: the card ran out at the end of October (the clock says November 2026).
    await sandbox.database.db
      .update(savedCards)
      .set({ expiryMonth: 10, expiryYear: 2026 })
      .where(eq(savedCards.id, card.id));
    const booking = await aPendingBooking(sandbox, source, { token });
    const body = {
      bookingId: booking.bookingId,
      method: 1,
      paymentMode: 'TOKENIZATION',
      savedCardId: card.id,
    };
    const refused = await pay(sandbox, body, 402, { token });
    expect(refused.message).toBe('This card is not valid, please enter another card');
  });

  it('refuses another user’s card, a guest, and a body that mixes the two ways', async () => {
    const card = await aSavedCard(grants.agent!.token);
    const token = grants.customer!.token;
    const booking = await aPendingBooking(sandbox, source, { token });
    const body = {
      bookingId: booking.bookingId,
      method: 2,
      paymentMode: 'TOKENIZATION',
      savedCardId: card.id,
    };
    expect(await expectError(await payCall(sandbox, body, aKey(), { token }), 400)).toBe(
      'savedCardId: not one of your saved cards',
    );

    const guestBooking = await aPendingBooking(sandbox, source);
    const asGuest = { ...body, bookingId: guestBooking.bookingId, accessToken: guestBooking.accessToken };
    expect(await expectError(await payCall(sandbox, asGuest, aKey()), 403)).toBe(
      'paymentMode: paying with a saved card needs a login',
    );

    const { savedCardId: _omitted, ...withoutCard } = body;
    expect((await payCall(sandbox, withoutCard, aKey(), { token })).status).toBe(400);
    expect((await payCall(sandbox, { ...body, paymentToken: 'x' }, aKey(), { token })).status).toBe(400);
    expect((await payCall(sandbox, { ...body, method: 6 }, aKey(), { token })).status).toBe(400);
  });
});

describe('DELETE /payment/saved-cards/{cardId}', () => {
  it('removes the user’s own card; another user’s is not found', async () => {
    const card = await aSavedCard(grants.customer!.token);
    const other = await sandbox.call(`/payment/saved-cards/${card.id}`, {
      method: 'DELETE',
      token: grants.agent!.token,
    });
    expect(await expectError(other, 404)).toBe('Saved card not found');
    const own = await sandbox.call(`/payment/saved-cards/${card.id}`, {
      method: 'DELETE',
      token: grants.customer!.token,
    });
    expect(own.status).toBe(200);
    expect((await savedCardsOf(grants.customer!.token)).map((saved) => saved.id)).not.toContain(card.id);
  });
});
