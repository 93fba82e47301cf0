import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingDetails } from './bookingApi';
import { FlightCheckout } from './FlightCheckout';
import { aCheckoutDraft } from '@tests/builders/aCheckoutDraft';
import { aSessionUser } from '@tests/builders/aSessionUser';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import {
  aHeldBooking,
  aStatusBooking,
  leaveCheckoutBehind,
  LEFT_GUEST,
  LEFT_KEY,
} from '@tests/builders/aPersistedCheckout';
import { fakeApi, failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

/**
 * A reload in the middle of booking or paying: the persisted checkout is in local storage (as the
 * tab left it) when the page starts, and the page asks the API where the attempt stands.
 */

const GUEST = LEFT_GUEST;
const KEY = LEFT_KEY;
const draft = aCheckoutDraft();
const offer = aFlightOffer({ id: 'o-1', price: 500 });
const heldBooking = aHeldBooking;
const cardMethods = [
  { method: 1, name: 'DebitCard', paymentType: 1, labelKey: 'debit_card' },
  { method: 2, name: 'CreditCard', paymentType: 1, labelKey: 'credit_card' },
];

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

const leftBehind = leaveCheckoutBehind;

function renderCheckout(routes: Record<string, FakeRoute>) {
  const api = fakeApi({ 'GET /payment/methods': ok(cardMethods), ...routes });
  const view = renderApp(<FlightCheckout />, { api });
  return { api, store: view.store };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockRouter.push.mockClear();
});

describe('FlightCheckout after a reload mid-booking', () => {
  it('goes to the confirmation when the booking turns out paid', async () => {
    leftBehind({ booking: heldBooking, payment: { key: 'pay-1', method: 2, sentAt: secondsAgo(3) } });
    const { api, store } = renderCheckout({
      'GET /flight/book/status': ok({
        booking: aStatusBooking({ status: 1, statusName: 'Confirmed', paid: true }),
        payment: { paymentId: 'p-1', status: 'SUCCEEDED', method: 2, message: 'Payment successful' },
      }),
    });
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=b-1'));
    const [call] = api.callsTo('GET /flight/book/status');
    expect(call).toBeDefined();
    expect(store().getState().flightCheckout.fare).toBeNull();
    expect(window.sessionStorage.getItem('booking-access:b-1')).toBe('guest-access-token');
    expect(api.callsTo('POST /payment/pay')).toHaveLength(0);
  });

  it('shows a declined payment and lets the user pay the same booking again', async () => {
    leftBehind({ booking: heldBooking, payment: { key: 'pay-1', method: 2, sentAt: secondsAgo(3) } });
    const { api } = renderCheckout({
      'GET /flight/book/status': ok({
        booking: aStatusBooking(),
        payment: {
          paymentId: 'p-1',
          status: 'FAILED',
          method: 2,
          message: 'This card is not valid, please enter another card',
        },
      }),
    });
    expect(await screen.findByText('This card is not valid, please enter another card')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('K7QM2X');
    expect(screen.getByTestId('method-CreditCard')).toBeChecked();
    expect(screen.getByTestId('pay-button')).toBeEnabled();
    expect(api.callsTo('POST /flight/book')).toHaveLength(0);
  });

  it('says it is checking while a payment sent a moment ago has no answer yet, and asks again', async () => {
    leftBehind({ booking: heldBooking, payment: { key: 'pay-1', method: 6, sentAt: secondsAgo(1) } });
    const answers = [
      ok({ booking: aStatusBooking(), payment: null }),
      ok({
        booking: aStatusBooking({ status: 1, paid: true }),
        payment: { paymentId: 'p-1', status: 'SUCCEEDED', method: 6, message: 'Payment successful' },
      }),
    ];
    const { api } = renderCheckout({ 'GET /flight/book/status': () => answers.shift()! });
    expect(await screen.findByRole('heading', { name: 'We are checking your booking' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your booking was in progress');
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=b-1'), {
      timeout: 4000,
    });
    const calls = api.callsTo('GET /flight/book/status');
    expect(calls).toHaveLength(2);
  });

  it('asks for the card again when the card payment never reached the API', async () => {
    leftBehind({ booking: heldBooking, payment: { key: 'pay-1', method: 1, sentAt: secondsAgo(60) } });
    renderCheckout({ 'GET /flight/book/status': ok({ booking: aStatusBooking(), payment: null }) });
    expect(await screen.findByTestId('payment-resume-notice')).toHaveTextContent(
      'card details are never kept. Please enter your card again',
    );
    expect(screen.getByTestId('method-DebitCard')).toBeChecked();
    expect(screen.getByTestId('card-number')).toHaveValue('');
  });

  it('lets the form be sent again with the same key when the booking never arrived', async () => {
    const fingerprint = JSON.stringify(['r-1', 'o-1', bookingDetails(draft, GUEST)]);
    leftBehind({ attempt: { key: KEY, fingerprint, sentAt: secondsAgo(120) } });
    const { api } = renderCheckout({
      'GET /flight/book/status': ok({ booking: null, payment: null }),
      'POST /flight/revalidate': ok({
        status: 'CONFIRMED',
        offer,
        oldPrice: 500,
        newPrice: 500,
        currency: 'USD',
        fareToken: 'fare-2',
        expiresAt: null,
      }),
      'POST /flight/book': ok({ ...aStatusBooking(), accessToken: 'guest-access-token' }, 201),
    });
    expect(await screen.findByTestId('resume-not-booked')).toHaveTextContent('you will not be booked twice');
    await userEvent.click(await screen.findByTestId('checkout-submit'));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('K7QM2X');
    const [booked] = api.callsTo('POST /flight/book');
    expect(booked?.headers?.['Idempotency-Key']).toBe(KEY);
    expect(api.callsTo('POST /flight/book')).toHaveLength(1);
  });

  it('finds a booking sent as a guest after the guest logged in, and does not book again', async () => {
    leftBehind(
      { attempt: { key: KEY, fingerprint: '', sentAt: secondsAgo(120), guestUserId: GUEST } },
      { isLoggedIn: true, user: aSessionUser(), guestUserId: null },
    );
    const { api } = renderCheckout({
      // The API finds the attempt only in the scope it was sent in: the guest's.
      'GET /flight/book/status': (call) =>
        ok({ booking: call.params?.guestUserId === GUEST ? aStatusBooking() : null, payment: null }),
    });
    expect(await screen.findByTestId('payment-step')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('K7QM2X');
    expect(api.callsTo('POST /flight/book')).toHaveLength(0);
  });

  it('offers to check again when the API cannot be reached', async () => {
    leftBehind({ booking: heldBooking });
    const answers = [failure(503, ''), ok({ booking: aStatusBooking(), payment: null })];
    renderCheckout({ 'GET /flight/book/status': () => answers.shift()! });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check your booking");
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('payment-step')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-resume-notice')).not.toBeInTheDocument();
  });

  it('does not ask the API when nothing was left in progress', async () => {
    leftBehind({ attempt: null });
    const { api } = renderCheckout({});
    expect(await screen.findByTestId('checkout-submit')).toBeInTheDocument();
    expect(api.callsTo('GET /flight/book/status')).toHaveLength(0);
  });
});
