import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { aStayQuery } from '@tests/builders/aHotelDetails';
import { guestUserIdAssigned } from '@/store/sessionSlice';
import type { Stay } from '../api/booking';
import { emptyHotelDraft } from './checkoutRules';
import { stayHeld, type HotelCheckoutDraft } from './hotelCheckoutSlice';
import { useBookingCall } from '@/features/booking/checkout/useBookingCall';
import { hotelBookingCall, type HotelBookResult } from './hotelBookingCall';

const GUEST_ID = '3f1c2b9e-1111-4222-8333-944455556666';
const created = {
  bookingId: 'hb-1',
  reference: 'H7QM2X',
  moduleType: 2,
  status: 2,
  amount: 842,
  currency: 'USD',
  accessToken: 'h'.repeat(43),
};
const draft: HotelCheckoutDraft = {
  ...emptyHotelDraft(2, '+971'),
  guests: [
    { firstName: 'Sara', lastName: 'Haddad' },
    { firstName: 'Omar', lastName: 'Haddad' },
  ],
  email: 'sara@example.com',
  phoneNumber: '501234567',
  specialRequests: 'Quiet room',
  arrivalTime: '18:00',
};

function setup(bookAnswers: FakeAnswer[], options: { hold?: boolean } = {}) {
  const answers = [...bookAnswers];
  const api = fakeApi({ 'POST /hotel/book': () => answers.shift() ?? failure(500, '') });
  const submit: { current: ((d: HotelCheckoutDraft) => Promise<HotelBookResult | null>) | null } = {
    current: null,
  };
  function Probe() {
    submit.current = useBookingCall(hotelBookingCall).submit;
    return null;
  }
  const view = renderApp(<Probe />, { api });
  act(() => {
    view.store().dispatch(guestUserIdAssigned(GUEST_ID));
    if (options.hold !== false) {
      view.store().dispatch(
        stayHeld({
          query: aStayQuery(),
          rateIds: ['120034-2-1', '120034-3-1'],
          rateToken: 'rate-token-1',
          expiresAt: null,
          stay: { total: 842, currency: 'USD' } as Stay,
          previousTotal: null,
          heldAt: '',
        }),
      );
    }
  });
  return { api, store: view.store, submit: (d: HotelCheckoutDraft) => submit.current!(d) };
}

describe('the hotel booking call', () => {
  it('books the held rate token with a lead guest per room, and keeps the access token out of the store', async () => {
    const { api, store, submit } = setup([ok(created, 201)]);
    expect(await submit(draft)).toEqual({ kind: 'booked' });
    const [call] = api.callsTo('POST /hotel/book');
    expect(call?.headers?.['Idempotency-Key']).toBeTruthy();
    expect(call?.body).toEqual({
      rateToken: 'rate-token-1',
      guestUserId: GUEST_ID,
      guests: draft.guests,
      contact: { email: 'sara@example.com', phoneCountryCode: '+971', phoneNumber: '501234567' },
      specialRequests: 'Quiet room',
      arrivalTime: '18:00',
      companyTax: null,
    });
    expect(store().getState().hotelCheckout.booking).toEqual({
      bookingId: 'hb-1',
      reference: 'H7QM2X',
      amount: 842,
      currency: 'USD',
      rateToken: 'rate-token-1',
    });
    expect(JSON.stringify(store().getState().hotelCheckout)).not.toContain(created.accessToken);
    expect(window.sessionStorage.getItem('booking-access:hb-1')).toBe(created.accessToken);
  });

  it('sends an unanswered booking again with the same key and body, and keeps it marked as sent meanwhile', async () => {
    const { api, store, submit } = setup([failure(503, ''), ok(created, 200)]);
    expect(await submit(draft)).toEqual({ kind: 'error', message: null });
    expect(store().getState().hotelCheckout.attempt?.sentAt).toEqual(expect.any(String));
    expect(await submit(draft)).toEqual({ kind: 'booked' });
    const [first, second] = api.callsTo('POST /hotel/book');
    expect(second?.headers?.['Idempotency-Key']).toBe(first?.headers?.['Idempotency-Key']);
    expect(second?.body).toEqual(first?.body);
    expect(store().getState().hotelCheckout.attempt?.sentAt).toBeNull();
  });

  it('uses a new key once what is booked changes, and says what the API refused', async () => {
    const { api, store, submit } = setup([
      failure(400, 'guests.0.lastName: enter a valid name'),
      ok(created, 201),
    ]);
    expect(await submit(draft)).toEqual({ kind: 'error', message: 'guests.0.lastName: enter a valid name' });
    expect(store().getState().hotelCheckout.attempt?.sentAt).toBeNull();
    expect(await submit({ ...draft, email: 'other@example.com' })).toEqual({ kind: 'booked' });
    const [first, second] = api.callsTo('POST /hotel/book');
    expect(second?.headers?.['Idempotency-Key']).not.toBe(first?.headers?.['Idempotency-Key']);
  });

  it('reports an expired rate token', async () => {
    const { submit } = setup([
      {
        status: 410,
        data: {
          data: { sessionTimeout: true },
          message: 'Your rate has expired. Please search again.',
          statusCode: 410,
        },
      },
    ]);
    expect(await submit(draft)).toEqual({ kind: 'expired' });
  });

  it('books nothing without a held stay', async () => {
    const { api, submit } = setup([ok(created, 201)], { hold: false });
    expect(await submit(draft)).toEqual({ kind: 'expired' });
    expect(api.callsTo('POST /hotel/book')).toHaveLength(0);
  });
});
