import {
  forgetBooking,
  recordPaymentAttempt,
  settlePaymentAttempt,
  trackBookingRequest,
} from '@/features/booking/checkout/attemptState';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Stay, StayQuery } from '../api/booking';

/**
 * The stay the visitor chose on the details page and the API confirmed (rate check), kept
 * (persisted) for `/hotels/checkout` as the contract's "Site URLs" says: the search, the chosen
 * rates in room order and the rate token a booking names.
 */
export interface HeldStay {
  query: StayQuery;
  rateIds: string[];
  rateToken: string;
  /** ISO time until which the rate token is good. */
  expiresAt: string | null;
  stay: Stay;
  /** The total the visitor saw before the rate check moved it, else null. */
  previousTotal: number | null;
  heldAt: string;
}

/** The lead guest of one room, as typed. */
export interface GuestDraft {
  firstName: string;
  lastName: string;
}

/** The hotel checkout form as typed: kept so that nothing is lost on a failed submit or a reload. */
export interface HotelCheckoutDraft {
  guests: GuestDraft[];
  email: string;
  /** Alpha-2 of the calling code's country ('' until chosen; absent in drafts kept before it was). */
  phoneCountry?: string;
  phoneCountryCode: string;
  phoneNumber: string;
  specialRequests: string;
  /** `HH:00` or '' (not known yet). */
  arrivalTime: string;
  gstNumber: boolean;
  companyName: string;
  registrationNo: string;
}

/** One booking attempt: its Idempotency-Key and a fingerprint of what it books (as for flights). */
export interface HotelBookingAttempt {
  key: string;
  fingerprint: string;
  sentAt: string | null;
  guestUserId: string | null;
}

/** The Pending booking made for the held stay, waiting for payment (its access token is not here). */
export interface HeldHotelBooking {
  bookingId: string;
  reference: string;
  amount: number;
  currency: string;
  rateToken: string;
}

export interface HotelPaymentAttempt {
  key: string;
  method: number;
  sentAt: string | null;
}

export interface HotelCheckoutState {
  held: HeldStay | null;
  draft: HotelCheckoutDraft | null;
  attempt: HotelBookingAttempt | null;
  booking: HeldHotelBooking | null;
  payment: HotelPaymentAttempt | null;
}

const initialState: HotelCheckoutState = {
  held: null,
  draft: null,
  attempt: null,
  booking: null,
  payment: null,
};

export const hotelCheckoutSlice = createSlice({
  name: 'hotelCheckout',
  initialState,
  reducers: {
    stayHeld(state, action: PayloadAction<HeldStay>) {
      state.held = action.payload;
      // A new stay is a new booking; what was typed stays (the guests are fitted to its rooms).
      forgetBooking(state);
    },
    stayReleased(state) {
      state.held = null;
      forgetBooking(state);
    },
    hotelDraftSaved(state, action: PayloadAction<HotelCheckoutDraft>) {
      state.draft = action.payload;
    },
    hotelBookingAttemptStarted(state, action: PayloadAction<HotelBookingAttempt>) {
      state.attempt = action.payload;
    },
    hotelBookingRequestTracked: trackBookingRequest,
    hotelBookingCreated(state, action: PayloadAction<HeldHotelBooking>) {
      state.booking = action.payload;
      if (state.attempt) state.attempt.sentAt = null;
    },
    hotelPaymentAttemptSent: recordPaymentAttempt,
    hotelPaymentAttemptSettled: settlePaymentAttempt,
    /** Paid: the stay, the booking and the form are done with. */
    hotelCheckoutCompleted() {
      return initialState;
    },
  },
  selectors: {
    selectHeldStay: (state) => state.held,
    selectHotelDraft: (state) => state.draft,
    selectHotelBookingAttempt: (state) => state.attempt,
    selectHeldHotelBooking: (state) => state.booking,
    selectHotelPaymentAttempt: (state) => state.payment,
  },
});

export const {
  stayHeld,
  stayReleased,
  hotelDraftSaved,
  hotelBookingAttemptStarted,
  hotelBookingRequestTracked,
  hotelBookingCreated,
  hotelPaymentAttemptSent,
  hotelPaymentAttemptSettled,
  hotelCheckoutCompleted,
} = hotelCheckoutSlice.actions;
export const {
  selectHeldStay,
  selectHotelDraft,
  selectHotelBookingAttempt,
  selectHeldHotelBooking,
  selectHotelPaymentAttempt,
} = hotelCheckoutSlice.selectors;
