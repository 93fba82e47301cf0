import { configureStore, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  checkoutSliceOptions,
  NO_BOOKING_YET,
  type AttemptState,
  type HeldBookingBase,
  type HoldTimes,
} from './attemptState';

interface Draft {
  name: string;
}
interface Booking extends HeldBookingBase {
  madeFor: string;
}
interface Thing extends HoldTimes {
  name: string;
}
interface State extends AttemptState<Draft, Booking> {
  thing: Thing | null;
}

const initialState: State = { thing: null, ...NO_BOOKING_YET };
const slice = createSlice({ name: 'someCheckout', ...checkoutSliceOptions<Thing, 'thing', State>('thing') });
const { actions } = slice;
const thing = (name: string): Thing => ({ name, expiresAt: null, heldAt: '2026-01-01T00:00:00Z' });
const booking: Booking = { bookingId: 'b-1', reference: 'R1', amount: 100, currency: 'SAR', madeFor: 'x' };

function underWay() {
  const store = configureStore({ reducer: { someCheckout: slice.reducer } });
  store.dispatch(actions.held(thing('x')));
  store.dispatch(actions.draftSaved({ name: 'Sara' }));
  store.dispatch(
    actions.bookingAttemptStarted({ key: 'k-1', fingerprint: 'f', sentAt: null, guestUserId: null }),
  );
  store.dispatch(actions.bookingRequestTracked('2026-01-01T00:00:00Z'));
  return store;
}

describe('the booking under way in a module slice (the kit)', () => {
  it('marks the request out, then holds the booking made with the request answered', () => {
    const store = underWay();
    expect(store.getState().someCheckout.attempt?.sentAt).toBe('2026-01-01T00:00:00Z');
    store.dispatch(actions.bookingCreated(booking));
    const state = store.getState();
    expect(state.someCheckout.attempt?.sentAt).toBeNull();
    expect(slice.selectors.selectHeldBooking(state)).toEqual(booking);
    expect(slice.selectors.selectCheckoutDraft(state)).toEqual({ name: 'Sara' });
  });

  it('keeps a payment attempt until it is answered', () => {
    const store = underWay();
    store.dispatch(actions.paymentAttemptSent({ key: 'p-1', method: 2, sentAt: '2026-01-01T00:01:00Z' }));
    store.dispatch(actions.paymentAttemptSettled());
    expect(slice.selectors.selectPaymentAttempt(store.getState())).toEqual({
      key: 'p-1',
      method: 2,
      sentAt: null,
    });
  });

  it('a new hold, or none, forgets the booking under way but keeps what was typed', () => {
    for (const next of [actions.held(thing('y')), actions.released()]) {
      const store = underWay();
      store.dispatch(actions.bookingCreated(booking));
      store.dispatch(next);
      const state = store.getState().someCheckout;
      expect(state).toMatchObject({ attempt: null, booking: null, payment: null, draft: { name: 'Sara' } });
      expect(state.thing).toEqual(next.type.endsWith('/held') ? thing('y') : null);
      expect(slice.selectors.selectHeld(store.getState())).toEqual(state.thing);
    }
  });

  it('paid: everything goes back to the slice’s initial state', () => {
    const store = underWay();
    store.dispatch(actions.checkoutCompleted());
    expect(store.getState().someCheckout).toEqual(initialState);
  });

  it('starts with nothing held under the module’s key and no booking under way', () => {
    expect(slice.getInitialState()).toEqual(initialState);
  });
});
