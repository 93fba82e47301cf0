import {
  forgetBooking,
  recordPaymentAttempt,
  settlePaymentAttempt,
  trackBookingRequest,
} from '@/features/booking/checkout/attemptState';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/makeStore';
import type { Offer, PassengerType } from '../api/types';
import type { FlightSearch } from '../model';

/**
 * The fare the visitor chose and the club API confirmed, kept (persisted) for the checkout page.
 * No token is stored: the fare token is short-lived, so checkout revalidates the offer by its
 * routing and offer ids to get a fresh one.
 */
export interface HeldFare {
  routingId: string;
  offerId: string;
  search: FlightSearch;
  offer: Offer;
  price: number;
  currency: string;
  /** The price shown in the results when it differed from the confirmed one, else null. */
  previousPrice: number | null;
  /** ISO time until which the API holds the fare. */
  expiresAt: string | null;
  heldAt: string;
}

/** What the visitor typed for one traveller, kept so that nothing is lost on a reload. */
export interface TravellerDraft {
  type: PassengerType;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: '' | 'M' | 'F';
  passportNumber: string;
  expiryDate: string;
  /** The saved traveller (logged-in users) this form was filled from, if any. */
  savedId?: number | null;
  /** Save (or update) this traveller in the user's account once the booking is paid; only when ticked. */
  saveToAccount?: boolean;
}

/** The checkout form as typed. Never a card, a token or a password. */
export interface CheckoutDraft {
  travellers: TravellerDraft[];
  email: string;
  /** Alpha-2 of the calling code's country ('' until chosen; absent in drafts kept before it was). */
  phoneCountry?: string;
  phoneCountryCode: string;
  phoneNumber: string;
  gstNumber: boolean;
  companyName: string;
  registrationNo: string;
}

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

/** The Pending booking made for the held fare, waiting for payment (its access token is not here). */
export interface HeldBooking {
  bookingId: string;
  reference: string;
  amount: number;
  currency: string;
  offerId: string;
}

export interface FlightCheckoutState {
  fare: HeldFare | null;
  draft: CheckoutDraft | null;
  attempt: BookingAttempt | null;
  booking: HeldBooking | null;
  /** Absent in blobs persisted before it existed. */
  payment?: PaymentAttemptRecord | null;
}

const initialState: FlightCheckoutState = {
  fare: null,
  draft: null,
  attempt: null,
  booking: null,
  payment: null,
};

const slice = createSlice({
  name: 'flightCheckout',
  initialState,
  reducers: {
    fareHeld(state, action: PayloadAction<HeldFare>) {
      state.fare = action.payload;
      // A new fare is a new booking; what was typed stays.
      forgetBooking(state);
    },
    fareReleased(state) {
      state.fare = null;
      forgetBooking(state);
    },
    /** Checkout confirmed the fare again at another price. */
    fareRepriced(
      state,
      action: PayloadAction<{ price: number; previousPrice: number; offer: Offer; expiresAt: string | null }>,
    ) {
      if (!state.fare) return;
      state.fare.previousPrice = action.payload.previousPrice;
      state.fare.price = action.payload.price;
      state.fare.offer = action.payload.offer;
      state.fare.expiresAt = action.payload.expiresAt;
    },
    draftSaved(state, action: PayloadAction<CheckoutDraft>) {
      state.draft = action.payload;
    },
    bookingAttemptStarted(state, action: PayloadAction<BookingAttempt>) {
      state.attempt = action.payload;
    },
    bookingRequestTracked: trackBookingRequest,
    bookingCreated(state, action: PayloadAction<HeldBooking>) {
      state.booking = action.payload;
      if (state.attempt) state.attempt.sentAt = null;
    },
    paymentAttemptSent: recordPaymentAttempt,
    paymentAttemptSettled: settlePaymentAttempt,
    /** Paid: the fare, the booking and the form are done with. */
    checkoutCompleted() {
      return initialState;
    },
  },
  selectors: {
    selectHeldFare: (state) => state.fare,
    selectCheckoutDraft: (state) => state.draft,
    selectBookingAttempt: (state) => state.attempt,
    selectHeldBooking: (state) => state.booking,
    selectPaymentAttempt: (state) => state.payment ?? null,
  },
});

declare module '@/store/makeStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Added to the store's reducer when this module loads (see LazyLoadedSlices in makeStore). */
export const flightCheckoutSlice = slice.injectInto(rootReducer);

export const {
  fareHeld,
  fareReleased,
  fareRepriced,
  draftSaved,
  bookingAttemptStarted,
  bookingRequestTracked,
  bookingCreated,
  paymentAttemptSent,
  paymentAttemptSettled,
  checkoutCompleted,
} = flightCheckoutSlice.actions;
export const {
  selectHeldFare,
  selectCheckoutDraft,
  selectBookingAttempt,
  selectHeldBooking,
  selectPaymentAttempt,
} = flightCheckoutSlice.selectors;
