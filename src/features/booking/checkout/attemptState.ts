import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * What every module's checkout slice keeps of a booking under way, beside what it holds (the fare,
 * the stay) and the form as typed: the booking attempt (its Idempotency-Key, and whether its
 * request is out), the booking made, and the payment attempt. A module's slice spreads
 * `attemptReducers` and `attemptSelectors` into its own, so both modules' actions and selectors
 * bear the same names under their slice's.
 */

/**
 * One booking attempt: its Idempotency-Key and a fingerprint of what it books, so a retry or a
 * reload of the same attempt sends the same key (the API then answers with the first booking).
 */
export interface BookingAttempt {
  key: string;
  fingerprint: string;
  /** ISO time the booking request went out while it is unanswered, else null: a reload then resumes. */
  sentAt?: string | null;
  /**
   * The guest user id the attempt was sent with (null when logged in). A guest who logs in before
   * the reload is still asked about the attempt as that guest, so it is found, not sent again.
   */
  guestUserId?: string | null;
}

/**
 * The latest payment attempt of the held booking: its Idempotency-Key and method only (never a
 * card, a token or a UPI id), and while it is unanswered the time it went out, so that a reload
 * can ask the API what became of it.
 */
export interface PaymentAttemptRecord {
  key: string;
  method: number;
  sentAt: string | null;
}

/** The Pending booking made for the held choice, waiting for payment (its access token is not here). */
export interface HeldBookingBase {
  bookingId: string;
  reference: string;
  amount: number;
  currency: string;
}

/** A person's name as typed at a checkout (a traveller, a room's lead guest). */
export interface PersonNameDraft {
  firstName: string;
  lastName: string;
}

/** The contact part of every checkout form as typed. Never a card, a token or a password. */
export interface ContactDraft {
  email: string;
  /** Alpha-2 of the calling code's country ('' until chosen; absent in drafts kept before it was). */
  phoneCountry?: string;
  phoneCountryCode: string;
  phoneNumber: string;
  gstNumber: boolean;
  companyName: string;
  registrationNo: string;
}

/** A module's checkout state as the kit reads and writes it. */
export interface AttemptState<Draft = unknown, Booking extends HeldBookingBase = HeldBookingBase> {
  draft: Draft | null;
  attempt: BookingAttempt | null;
  booking: Booking | null;
  /** Absent in blobs persisted before it existed. */
  payment?: PaymentAttemptRecord | null;
}

/** No booking under way: what a module slice's initial state holds beside its own (nothing held). */
export const NO_BOOKING_YET = { draft: null, attempt: null, booking: null, payment: null } as const;

/** A new hold (or none) is a new booking: the attempt, the booking and the payment are forgotten. */
export function forgetBooking(state: AttemptState) {
  state.attempt = null;
  state.booking = null;
  state.payment = null;
}

/** What every hold a module keeps for its checkout (a fare, a stay) says of its time. */
export interface HoldTimes {
  /** ISO time until which the API holds it (the fare's session, the rate token), if it says. */
  expiresAt: string | null;
  /** ISO time it was held here. */
  heldAt: string;
}

/**
 * The case reducers of what a module holds for its checkout (under `key`: the fare, the stay):
 * `hold` keeps a new one, `release` lets it go. A new hold (or none) is a new booking; what was
 * typed stays.
 */
export function holdReducers<Held extends HoldTimes, K extends string>(key: K) {
  type State = AttemptState & Record<K, Held | null>;
  return {
    hold(state: State, action: PayloadAction<Held>) {
      (state as Record<K, Held | null>)[key] = action.payload;
      forgetBooking(state);
    },
    release(state: State) {
      (state as Record<K, Held | null>)[key] = null;
      forgetBooking(state);
    },
  };
}

/**
 * The case reducers of the booking under way, for a module's slice (typed by its state):
 * `checkoutCompleted` (paid: what was held, the booking and the form are done with) goes back to
 * the slice's `initialState`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module's draft and booking
export function attemptReducers<Full extends AttemptState<any, HeldBookingBase>>(initialState: Full) {
  type Draft = NonNullable<Full['draft']>;
  type State = AttemptState<Draft, NonNullable<Full['booking']>>;
  return {
    /** The form as typed, kept so that nothing is lost on a failed submit or a reload. */
    draftSaved(state: State, action: PayloadAction<Draft>) {
      state.draft = action.payload;
    },
    bookingAttemptStarted(state: State, action: PayloadAction<BookingAttempt>) {
      state.attempt = action.payload;
    },
    /** The booking request went out (sentAt) or got an answer, whatever it was (null). */
    bookingRequestTracked(state: State, action: PayloadAction<string | null>) {
      if (state.attempt) state.attempt.sentAt = action.payload;
    },
    bookingCreated(state: State, action: PayloadAction<NonNullable<Full['booking']>>) {
      state.booking = action.payload;
      if (state.attempt) state.attempt.sentAt = null;
    },
    /** The payment attempt went out. */
    paymentAttemptSent(state: State, action: PayloadAction<{ key: string; method: number; sentAt: string }>) {
      state.payment = action.payload;
    },
    /** The payment attempt got an answer (or the API told what became of it after a reload). */
    paymentAttemptSettled(state: State) {
      if (state.payment) state.payment.sentAt = null;
    },
    checkoutCompleted(): Full {
      return initialState;
    },
  };
}

/** The selectors of the booking under way, for a module's slice. */
export function attemptSelectors<State extends AttemptState<unknown, HeldBookingBase>>() {
  return {
    selectCheckoutDraft: (state: State): State['draft'] => state.draft,
    selectBookingAttempt: (state: State) => state.attempt,
    selectHeldBooking: (state: State): State['booking'] => state.booking,
    selectPaymentAttempt: (state: State) => state.payment ?? null,
  };
}

/**
 * What every module's checkout slice is made of, for `createSlice` (the module adds its name and
 * its own reducers): the state with nothing held under `key` (the fare, the stay) and no booking
 * under way; the reducers `held` and `released` (holdReducers) and the booking's (attemptReducers);
 * the selectors `selectHeld` and the booking's (attemptSelectors). A module exports them under its
 * own names (`fareHeld`, `selectHeldStay`, …).
 */
export function checkoutSliceOptions<
  Held extends HoldTimes,
  K extends string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module's draft
  State extends AttemptState<any, HeldBookingBase> & Record<K, Held | null>,
>(key: K) {
  const initialState = { [key]: null, ...NO_BOOKING_YET } as State;
  const hold = holdReducers<Held, K>(key);
  return {
    initialState,
    reducers: { held: hold.hold, released: hold.release, ...attemptReducers(initialState) },
    selectors: { selectHeld: (state: State): Held | null => state[key], ...attemptSelectors<State>() },
  };
}
