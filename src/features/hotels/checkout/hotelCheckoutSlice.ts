// The kit's checkout slice, whole: its options for createSlice and the types a module's state extends.
import * as checkoutKit from '@/features/booking/checkout/attemptState';
import { createSlice } from '@reduxjs/toolkit';
import type { Stay, StayQuery } from '../api/booking';

/**
 * The stay the visitor chose on the details page and the API confirmed (rate check), kept
 * (persisted) for `/hotels/checkout` as the contract's "Site URLs" says: the search, the chosen
 * rates in room order and the rate token a booking names.
 */
export interface HeldStay extends checkoutKit.HoldTimes {
  query: StayQuery;
  rateIds: string[];
  rateToken: string;
  stay: Stay;
  /** The total the visitor saw before the rate check moved it, else null. */
  previousTotal: number | null;
}

/** The lead guest of one room, as typed. */
export type GuestDraft = checkoutKit.PersonNameDraft;

/** The hotel checkout form as typed: kept so that nothing is lost on a failed submit or a reload. */
export interface HotelCheckoutDraft extends checkoutKit.ContactDraft {
  guests: GuestDraft[];
  specialRequests: string;
  /** `HH:00` or '' (not known yet). */
  arrivalTime: string;
}

/** The Pending booking made for the held stay, waiting for payment (its access token is not here). */
export interface HeldHotelBooking extends checkoutKit.HeldBookingBase {
  rateToken: string;
}

export interface HotelCheckoutState extends checkoutKit.AttemptState<HotelCheckoutDraft, HeldHotelBooking> {
  held: HeldStay | null;
}

// Nothing held and no booking under way; the kit's reducers and selectors. The guests typed are
// fitted to a new stay's rooms by the checkout page.
export const hotelCheckoutSlice = createSlice({
  name: 'hotelCheckout',
  ...checkoutKit.checkoutSliceOptions<HeldStay, 'held', HotelCheckoutState>('held'),
});

// The booking under way's actions and selectors (the kit's attemptReducers and attemptSelectors)
// are read from hotelCheckoutSlice; these are the stay's own.
export const { held: stayHeld, released: stayReleased } = hotelCheckoutSlice.actions;
export const { selectHeld: selectHeldStay } = hotelCheckoutSlice.selectors;
