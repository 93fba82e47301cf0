import type { FlightCheckoutState, HeldFare } from '@/features/flights/checkout/flightCheckoutSlice';
import { aCheckoutDraft } from './aCheckoutDraft';
import { aFlightOffer } from './aFlightOffer';

/** The guest user id and the booking attempt's key a left-behind checkout has by default. */
export const LEFT_GUEST = '3f1c2b9e-1111-4222-8333-944455556666';
export const LEFT_KEY = 'attempt-key-0001';

export const leftSearch = {
  tripType: 'oneway' as const,
  legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy' as const,
  airline: null,
};

/** A booking held for the fare of `leaveCheckoutBehind`, waiting to be paid. */
export const aHeldBooking = {
  bookingId: 'b-1',
  reference: 'K7QM2X',
  amount: 500,
  currency: 'USD',
  offerId: 'o-1',
};

/** The fare held for offer o-1 at USD 500 (`aFlightOffer`), on `leftSearch` unless told otherwise. */
export function aHeldFare(overrides: Partial<HeldFare> = {}): HeldFare {
  return {
    routingId: 'r-1',
    offerId: 'o-1',
    search: leftSearch,
    offer: aFlightOffer({ id: 'o-1', price: 500 }),
    price: 500,
    currency: 'USD',
    previousPrice: null,
    expiresAt: null,
    heldAt: '',
    ...overrides,
  };
}

/** The booking as `GET /flight/book/status` answers for `aHeldBooking`: Pending, not paid. */
export function aStatusBooking(overrides: Record<string, unknown> = {}) {
  return {
    bookingId: 'b-1',
    reference: 'K7QM2X',
    status: 2,
    statusName: 'Pending',
    amount: 500,
    currency: 'USD',
    accessToken: 'guest-access-token',
    paid: false,
    ...overrides,
  };
}

/**
 * What a tab had persisted when it went away (a reload, a return later): the flight checkout (a
 * fare for offer o-1 at USD 500, the filled draft of `aCheckoutDraft`) and the session (a guest by
 * default). The page starts from it as from local storage.
 */
export function leaveCheckoutBehind(
  checkout: Partial<FlightCheckoutState>,
  session: Record<string, unknown> = { isLoggedIn: false, user: null, guestUserId: LEFT_GUEST },
) {
  const state: FlightCheckoutState = {
    fare: aHeldFare(),
    draft: aCheckoutDraft(),
    attempt: { key: LEFT_KEY, fingerprint: '', sentAt: null },
    booking: null,
    payment: null,
    ...checkout,
  };
  window.localStorage.setItem(
    'persist:club-1',
    JSON.stringify({
      flightCheckout: JSON.stringify(state),
      session: JSON.stringify(session),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  );
}
