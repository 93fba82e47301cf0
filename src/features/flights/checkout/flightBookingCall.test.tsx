import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fareHeld, type CheckoutDraft } from './flightCheckoutSlice';
import { useBookingCall } from '@/features/booking/checkout/useBookingCall';
import { flightBookingCall, type BookResult } from './flightBookingCall';
import { aCheckoutDraft } from '@tests/builders/aCheckoutDraft';
import { aHeldFare, LEFT_GUEST } from '@tests/builders/aPersistedCheckout';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { failure, fakeApi, ok, type FakeAnswer, type FakeCall } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { guestUserIdAssigned } from '@/store/sessionSlice';

const offer = aFlightOffer({ id: 'o-1', price: 500 });
const draft = aCheckoutDraft();
const created = {
  bookingId: 'b-1',
  reference: 'K7QM2X',
  status: 2,
  amount: 500,
  currency: 'USD',
  accessToken: 'a'.repeat(43),
};

let statusAnswer: (call: FakeCall) => FakeAnswer = () => ok({ booking: null, payment: null });

function setup(bookAnswers: FakeAnswer[], newPrice = 500) {
  statusAnswer = () => ok({ booking: null, payment: null });
  const answers = [...bookAnswers];
  const api = fakeApi({
    'POST /flight/revalidate': ok({
      status: newPrice === 500 ? 'CONFIRMED' : 'PRICE_CHANGED',
      offer,
      oldPrice: 500,
      newPrice,
      currency: 'USD',
      fareToken: 'fare-1',
      expiresAt: null,
    }),
    'POST /flight/book': () => answers.shift() ?? failure(500, ''),
    'GET /flight/book/status': (call) => statusAnswer(call),
  });
  const submit: { current: ((d: CheckoutDraft) => Promise<BookResult | null>) | null } = { current: null };
  function Probe() {
    submit.current = useBookingCall(flightBookingCall).submit;
    return null;
  }
  const view = renderApp(<Probe />, { api });
  act(() => {
    view.store().dispatch(guestUserIdAssigned(LEFT_GUEST));
    view.store().dispatch(fareHeld(aHeldFare()));
  });
  return { api, store: view.store, submit: (d: CheckoutDraft) => submit.current!(d) };
}

describe('the flight booking call', () => {
  it('retries a booking that got no answer with the same key, fare token and body', async () => {
    const { api, store, submit } = setup([failure(503, ''), ok(created, 200)]);
    await waitFor(() => expect(submit).toBeDefined());
    expect(await submit(draft)).toEqual({ kind: 'error', message: null });
    expect(await submit(draft)).toEqual({ kind: 'booked' });
    const [first, second] = api.callsTo('POST /flight/book');
    expect(first?.headers?.['Idempotency-Key']).toBeTruthy();
    expect(second?.headers?.['Idempotency-Key']).toBe(first?.headers?.['Idempotency-Key']);
    expect(second?.body).toEqual(first?.body);
    expect(first?.body).toMatchObject({
      fareToken: 'fare-1',
      guestUserId: '3f1c2b9e-1111-4222-8333-944455556666',
    });
    expect(api.callsTo('POST /flight/revalidate')).toHaveLength(1);
    expect(store().getState().flightCheckout.booking).toMatchObject({
      bookingId: 'b-1',
      reference: 'K7QM2X',
    });
    expect(JSON.stringify(store().getState().flightCheckout)).not.toContain(created.accessToken);
    expect(window.sessionStorage.getItem('booking-access:b-1')).toBe(created.accessToken);
  });

  it('uses a new key once what is booked changes', async () => {
    const { api, submit } = setup([failure(400, 'travellers.0.firstName: valid name'), ok(created, 201)]);
    await submit(draft);
    await submit({ ...draft, email: 'other@example.com' });
    const [first, second] = api.callsTo('POST /flight/book');
    expect(second?.headers?.['Idempotency-Key']).not.toBe(first?.headers?.['Idempotency-Key']);
  });

  it('stops on a price change before booking, and books at the new price on the next submit', async () => {
    const { api, store, submit } = setup([ok(created, 201)], 530);
    expect(await submit(draft)).toEqual({ kind: 'repriced', previousPrice: 500, price: 530 });
    expect(api.callsTo('POST /flight/book')).toHaveLength(0);
    expect(store().getState().flightCheckout.fare?.price).toBe(530);
    expect(await submit(draft)).toEqual({ kind: 'booked' });
  });

  it('reports an expired fare', async () => {
    const { submit } = setup([
      { status: 410, data: { data: { sessionTimeout: true }, message: 'expired', statusCode: 410 } },
    ]);
    expect(await submit(draft)).toEqual({ kind: 'expired' });
  });

  it('after a lost answer and a new fare token, pays the booking the key already made instead of a second one', async () => {
    const { api, store, submit } = setup([
      failure(503, ''),
      failure(409, 'This Idempotency-Key was used for a different request'),
    ]);
    expect(await submit(draft)).toEqual({ kind: 'error', message: null });
    // The tab lost its session storage (the fare token): the next submit revalidates again.
    window.sessionStorage.clear();
    statusAnswer = (call) => {
      expect(call.path).toBe('/flight/book/status');
      return ok({ booking: { ...created, statusName: 'Pending', paid: false }, payment: null });
    };
    expect(await submit(draft)).toEqual({ kind: 'booked' });
    const [first, second] = api.callsTo('POST /flight/book');
    expect(second?.headers?.['Idempotency-Key']).toBe(first?.headers?.['Idempotency-Key']);
    expect(api.callsTo('POST /flight/book')).toHaveLength(2);
    expect(store().getState().flightCheckout.booking).toMatchObject({ bookingId: 'b-1' });
    expect(store().getState().flightCheckout.attempt?.sentAt).toBeNull();
  });

  it('keeps the booking request marked as sent while it has no answer, so a reload asks', async () => {
    const { store, submit } = setup([failure(503, '')]);
    await submit(draft);
    expect(store().getState().flightCheckout.attempt?.sentAt).toEqual(expect.any(String));
  });
});
