import {
  attemptReducers,
  attemptSelectors,
  holdReducers,
  NO_BOOKING_YET,
  type AttemptState,
  type ContactDraft,
  type HeldBookingBase,
  type HoldTimes,
} from '@/features/booking/checkout/attemptState';
import { createSlice } from '@reduxjs/toolkit';
import type { Stay, StayQuery } from '../api/booking';

/**
 * The stay the visitor chose on the details page and the API confirmed (rate check), kept
 * (persisted) for `/hotels/checkout` as the contract's "Site URLs" says: the search, the chosen
 * rates in room order and the rate token a booking names.
 */
export interface HeldStay extends HoldTimes {
  query: StayQuery;
  rateIds: string[];
  rateToken: string;
  stay: Stay;
  /** The total the visitor saw before the rate check moved it, else null. */
  previousTotal: number | null;
}

/** The lead guest of one room, as typed. */
export interface GuestDraft {
  firstName: string;
  lastName: string;
}

/** The hotel checkout form as typed: kept so that nothing is lost on a failed submit or a reload. */
export interface HotelCheckoutDraft extends ContactDraft {
  guests: GuestDraft[];
  specialRequests: string;
  /** `HH:00` or '' (not known yet). */
  arrivalTime: string;
}

/** The Pending booking made for the held stay, waiting for payment (its access token is not here). */
export interface HeldHotelBooking extends HeldBookingBase {
  rateToken: string;
}

export interface HotelCheckoutState extends AttemptState<HotelCheckoutDraft, HeldHotelBooking> {
  held: HeldStay | null;
}

const initialState: HotelCheckoutState = { held: null, ...NO_BOOKING_YET };
// The guests typed are fitted to a new stay's rooms by the checkout page.
const stay = holdReducers<HeldStay, 'held'>('held');

export const hotelCheckoutSlice = createSlice({
  name: 'hotelCheckout',
  initialState,
  reducers: {
    stayHeld: stay.hold,
    stayReleased: stay.release,
    ...attemptReducers(initialState),
  },
  selectors: {
    selectHeldStay: (state) => state.held,
    ...attemptSelectors<HotelCheckoutState>(),
  },
});

// The booking under way's actions and selectors (the kit's attemptReducers and attemptSelectors)
// are read from hotelCheckoutSlice; these are the stay's own.
export const { stayHeld, stayReleased } = hotelCheckoutSlice.actions;
export const { selectHeldStay } = hotelCheckoutSlice.selectors;
