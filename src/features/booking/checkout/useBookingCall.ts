'use client';

import { useCallback } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import type { AppStore, RootState } from '@/store/makeStore';
import type { HeldBookingBase } from './attemptState';
import {
  bookingAttempts,
  bookingFailed,
  bookingGuestId,
  type BookingAttemptActions,
  type BookingCallResult,
  type CreatedBooking,
} from './bookingAttempt';
import { useSingleSubmit } from './useSingleSubmit';

/** What a module's `book` is handed: the store, its state as the submit found it, the booker, the attempts. */
export interface BookingCallContext<Booking extends HeldBookingBase> {
  store: AppStore;
  state: RootState;
  /** The booker a booking is made for: null when logged in, else the tab's guest id. */
  guestUserId: string | null;
  attempts: ReturnType<typeof bookingAttempts<Booking>>;
}

/** A booking made, and what it was made for (kept with it in the module's checkout state). */
export interface BookingMade<Booking extends HeldBookingBase> {
  created: CreatedBooking;
  madeFor: Omit<Booking, keyof HeldBookingBase>;
}

/**
 * A module's booking call, written once at the module's top level: its checkout slice's actions
 * (the kit's attemptReducers: the attempt's, and `draftSaved`, which keeps the form as typed), which refusals mean that what was held has expired, and `book`,
 * which makes the booking (or answers one of the module's own outcomes). Anything `book` throws is
 * 'expired' when `expired` says so, else a failed booking with the API's words.
 */
export interface BookingCall<Draft, Result, Booking extends HeldBookingBase> {
  actions: BookingAttemptActions<Booking> & { draftSaved: (draft: Draft) => UnknownAction };
  expired: (error: unknown) => boolean;
  book: (draft: Draft, call: BookingCallContext<Booking>) => Promise<Result | BookingMade<Booking>>;
}

/**
 * The submit of a module's checkout form (one at a time, see useSingleSubmit): the module's `book`
 * with the kit's context; a booking made is kept (its access for this browser, the booking held in
 * the module's state) and answered 'booked'.
 */
export function useBookingCall<Draft, Result, Booking extends HeldBookingBase>(
  module: BookingCall<Draft, Result, Booking>,
) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const book = useCallback(
    async (draft: Draft): Promise<Result | BookingCallResult> => {
      const state = store.getState();
      const attempts = bookingAttempts(dispatch, module.actions);
      try {
        const answer = await module.book(draft, {
          store,
          state,
          guestUserId: bookingGuestId(state),
          attempts,
        });
        if (!isMade(answer)) return answer;
        attempts.keep(answer.created, answer.madeFor);
        return { kind: 'booked' };
      } catch (error) {
        return module.expired(error) ? { kind: 'expired' } : bookingFailed(error);
      }
    },
    [dispatch, store, module],
  );
  return useSingleSubmit(book);
}

function isMade<Booking extends HeldBookingBase>(answer: unknown): answer is BookingMade<Booking> {
  return typeof answer === 'object' && answer !== null && 'created' in answer;
}
