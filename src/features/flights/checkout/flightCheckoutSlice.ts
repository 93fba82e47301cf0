import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Offer } from '../api/types';
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

export interface FlightCheckoutState {
  fare: HeldFare | null;
}

const initialState: FlightCheckoutState = { fare: null };

export const flightCheckoutSlice = createSlice({
  name: 'flightCheckout',
  initialState,
  reducers: {
    fareHeld(state, action: PayloadAction<HeldFare>) {
      state.fare = action.payload;
    },
    fareReleased(state) {
      state.fare = null;
    },
  },
  selectors: {
    selectHeldFare: (state) => state.fare,
  },
});

export const { fareHeld, fareReleased } = flightCheckoutSlice.actions;
export const { selectHeldFare } = flightCheckoutSlice.selectors;
