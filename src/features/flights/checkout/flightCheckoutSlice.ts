// The kit's checkout slice, whole: its options for createSlice and the types a module's state extends.
import * as checkoutKit from '@/features/booking/checkout/attemptState';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/makeStore';
import type { Offer, PassengerType } from '../api/types';
import type { FlightSearch } from '../model';

/**
 * The fare the visitor chose and the club API confirmed, kept (persisted) for the checkout page.
 * No token is stored: the fare token is short-lived, so checkout revalidates the offer by its
 * routing and offer ids to get a fresh one.
 */
export interface HeldFare extends checkoutKit.HoldTimes {
  routingId: string;
  offerId: string;
  search: FlightSearch;
  offer: Offer;
  price: number;
  currency: string;
  /** The price shown in the results when it differed from the confirmed one, else null. */
  previousPrice: number | null;
}

/** What the visitor typed for one traveller, kept so that nothing is lost on a reload. */
export interface TravellerDraft extends checkoutKit.PersonNameDraft {
  type: PassengerType;
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
export interface CheckoutDraft extends checkoutKit.ContactDraft {
  travellers: TravellerDraft[];
}

/** The Pending booking made for the held fare, waiting for payment (its access token is not here). */
export interface HeldBooking extends checkoutKit.HeldBookingBase {
  offerId: string;
}

export interface FlightCheckoutState extends checkoutKit.AttemptState<CheckoutDraft, HeldBooking> {
  fare: HeldFare | null;
}

// Nothing held and no booking under way; the kit's reducers and selectors, and the fare's own.
const sliceOptions = checkoutKit.checkoutSliceOptions<HeldFare, 'fare', FlightCheckoutState>('fare');

const slice = createSlice({
  name: 'flightCheckout',
  ...sliceOptions,
  reducers: {
    ...sliceOptions.reducers,
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
  },
});

declare module '@/store/makeStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Added to the store's reducer when this module loads (see LazyLoadedSlices in makeStore). */
export const flightCheckoutSlice = slice.injectInto(rootReducer);

// The booking under way's actions and selectors (the kit's attemptReducers and attemptSelectors)
// are read from flightCheckoutSlice; these are the fare's own.
export const { held: fareHeld, released: fareReleased, fareRepriced } = flightCheckoutSlice.actions;
export const { selectHeld: selectHeldFare } = flightCheckoutSlice.selectors;
