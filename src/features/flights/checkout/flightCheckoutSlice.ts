import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  /** Save (or update) this traveller in the user's account once the booking is made. */
  saveToAccount?: boolean;
}

/** The checkout form as typed. Never a card, a token or a password. */
export interface CheckoutDraft {
  travellers: TravellerDraft[];
  email: string;
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
}

const initialState: FlightCheckoutState = { fare: null, draft: null, attempt: null, booking: null };

export const flightCheckoutSlice = createSlice({
  name: 'flightCheckout',
  initialState,
  reducers: {
    fareHeld(state, action: PayloadAction<HeldFare>) {
      state.fare = action.payload;
      // A new fare is a new booking; what was typed stays.
      state.attempt = null;
      state.booking = null;
    },
    fareReleased(state) {
      state.fare = null;
      state.attempt = null;
      state.booking = null;
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
    bookingCreated(state, action: PayloadAction<HeldBooking>) {
      state.booking = action.payload;
    },
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
  },
});

export const {
  fareHeld,
  fareReleased,
  fareRepriced,
  draftSaved,
  bookingAttemptStarted,
  bookingCreated,
  checkoutCompleted,
} = flightCheckoutSlice.actions;
export const { selectHeldFare, selectCheckoutDraft, selectBookingAttempt, selectHeldBooking } =
  flightCheckoutSlice.selectors;
