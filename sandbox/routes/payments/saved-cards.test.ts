import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedCards } from '../../db/schema';
import { expectError, readEnvelope } from '../../test-support/sandbox';
import { aKey, aPendingBooking } from '../../test-support/bookings';
import { TEST_CARDS, aPayingWorld, pay, payCall, tokenizeCall } from '../../test-support/payments';
import type { SavedCardView } from './saved-cards';

/** Saved cards: the specification's TOKENIZATION payment mode, through the HTTP layer. */

const world = aPayingWorld(['customer', 'agent']);
const NOT_YOURS = 'savedCardId: not one of your saved cards';

/** The ids of the user's saved cards, as GET /payment/saved-cards lists them (newest first). */
const savedCardIds = async (token: string) => (await savedCardsOf(token)).map((card) => card.id);

async function savedCardsOf(token: string) {
  const response = await world.sandbox.call('/payment/saved-cards', { token });
  const envelope = await readEnvelope<SavedCardView[]>(response);
  expect(response.status, envelope.message).toBe(200);
  return envelope.data;
}

/** Tokenises a card with `saveCard`: the card then waits for the payment with its token. */
async function aCardToSave(token: string, overrides: Record<string, unknown> = {}) {
  const response = await tokenizeCall(
    world.sandbox,
    { cardNumber: TEST_CARDS.visa, ...overrides, saveCard: true },
    { token },
  );
  const envelope = await readEnvelope<{ savedCard: SavedCardView; paymentToken: string }>(response);
  expect(response.status, envelope.message).toBe(201);
  return envelope.data;
}

/** A booking of the user's paid with a card token (the status the bank's answer gives). */
async function payWithToken(token: string, paymentToken: string, status: number) {
  const booking = await aPendingBooking(world.sandbox, world.source, { token });
  return pay(world.sandbox, { bookingId: booking.bookingId, method: 2, paymentToken }, status, { token });
}

/** A pay body for a new booking of the user's, with the saved card `savedCardId` (TOKENIZATION). */
async function aSavedCardPayment(token: string, savedCardId: string, method = 2) {
  const booking = await aPendingBooking(world.sandbox, world.source, { token });
  return { bookingId: booking.bookingId, method, paymentMode: 'TOKENIZATION', savedCardId };
}

/** Paying with a card that is not one of the user's kept cards is refused (400). */
async function expectNotYours(body: Record<string, unknown>, token: string) {
  expect(await expectError(await payCall(world.sandbox, body, aKey(), { token }), 400)).toBe(NOT_YOURS);
}

/** A kept card: tokenised with `saveCard` and paid with. */
async function aSavedCard(token: string, cardNumber: string = TEST_CARDS.visa, overrides = {}) {
  const { savedCard, paymentToken } = await aCardToSave(token, { cardNumber, ...overrides });
  await payWithToken(token, paymentToken, 201);
  return savedCard;
}

describe('saving a card (POST /payment/tokenize with saveCard)', () => {
  it('keeps the brand, the last four digits and the expiry, and lists the card (newest first)', async () => {
    const token = world.grants.agent!.token;
    expect(await savedCardsOf(token)).toEqual([]);
    const first = await aSavedCard(token, TEST_CARDS.mastercard);
    const second = await aSavedCard(token);
    expect(second).toMatchObject({ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 });
    expect(Object.keys(second).sort()).toEqual(['brand', 'expiryMonth', 'expiryYear', 'id', 'last4']);
    expect(await savedCardIds(token)).toEqual([second.id, first.id]);
  });

  it('keeps a card only once a payment with it succeeds; a declined card is never kept', async () => {
    const token = world.grants.customer!.token;
    const before = await savedCardIds(token);

    const waiting = await aCardToSave(token);
    // Not listed, not payable, not removable while its payment has not happened.
    expect(await savedCardIds(token)).toEqual(before);
    const withSaved = await aSavedCardPayment(token, waiting.savedCard.id);
    await expectNotYours(withSaved, token);
    await payWithToken(token, waiting.paymentToken, 201);
    expect(await savedCardIds(token)).toEqual([waiting.savedCard.id, ...before]);

    const declined = await aCardToSave(token, { cardNumber: TEST_CARDS.declined });
    const refused = await payWithToken(token, declined.paymentToken, 402);
    expect(refused.message).toBe('This card is not valid, please enter another card');
    expect(await savedCardIds(token)).not.toContain(declined.savedCard.id);
    await expectNotYours({ ...withSaved, savedCardId: declined.savedCard.id }, token);
  });

  it('needs a login, and a saved-cards list needs one too', async () => {
    const response = await tokenizeCall(world.sandbox, { saveCard: true });
    expect(await expectError(response, 403)).toBe('saveCard: saving a card needs a login');
    expect((await world.sandbox.call('/payment/saved-cards')).status).toBe(401);
  });
});

describe('paying with a saved card (paymentMode TOKENIZATION)', () => {
  it('pays without the card typed again, and the card stays for the next time', async () => {
    const token = world.grants.customer!.token;
    const card = await aSavedCard(token);
    const { data } = await pay(world.sandbox, await aSavedCardPayment(token, card.id), 201, { token });
    expect(data).toMatchObject({ status: 'SUCCEEDED', bookingStatus: 1, method: 2 });
    expect(await savedCardIds(token)).toContain(card.id);
  });

  it('answers a saved card that has expired since as the bank does', async () => {
    const token = world.grants.customer!.token;
    const card = await aSavedCard(token);
    // Months have passed: the card ran out at the end of October (the clock says November 2026).
    await world.sandbox.database.db
      .update(savedCards)
      .set({ expiryMonth: 10, expiryYear: 2026 })
      .where(eq(savedCards.id, card.id));
    const refused = await pay(world.sandbox, await aSavedCardPayment(token, card.id, 1), 402, { token });
    expect(refused.message).toBe('This card is not valid, please enter another card');
  });

  it('refuses another user’s card, a guest, and a body that mixes the two ways', async () => {
    const card = await aSavedCard(world.grants.agent!.token);
    const token = world.grants.customer!.token;
    const body = await aSavedCardPayment(token, card.id);
    await expectNotYours(body, token);

    const guestBooking = await aPendingBooking(world.sandbox, world.source);
    const asGuest = { ...body, bookingId: guestBooking.bookingId, accessToken: guestBooking.accessToken };
    expect(await expectError(await payCall(world.sandbox, asGuest, aKey()), 403)).toBe(
      'paymentMode: paying with a saved card needs a login',
    );

    const { savedCardId: _omitted, ...withoutCard } = body;
    expect((await payCall(world.sandbox, withoutCard, aKey(), { token })).status).toBe(400);
    expect((await payCall(world.sandbox, { ...body, paymentToken: 'x' }, aKey(), { token })).status).toBe(
      400,
    );
    expect((await payCall(world.sandbox, { ...body, method: 6 }, aKey(), { token })).status).toBe(400);
  });
});

describe('DELETE /payment/saved-cards/{cardId}', () => {
  it('removes the user’s own card; another user’s is not found', async () => {
    const card = await aSavedCard(world.grants.customer!.token);
    const other = await world.sandbox.call(`/payment/saved-cards/${card.id}`, {
      method: 'DELETE',
      token: world.grants.agent!.token,
    });
    expect(await expectError(other, 404)).toBe('Saved card not found');
    const own = await world.sandbox.call(`/payment/saved-cards/${card.id}`, {
      method: 'DELETE',
      token: world.grants.customer!.token,
    });
    expect(own.status).toBe(200);
    expect(await savedCardIds(world.grants.customer!.token)).not.toContain(card.id);
  });
});
