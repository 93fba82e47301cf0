import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FlightCheckout } from './FlightCheckout';
import type { TravellerDraft } from './flightCheckoutSlice';
import type { SavedTraveller } from './savedTravellersApi';
import { aCheckoutDraft, aTravellerDraft } from '@tests/builders/aCheckoutDraft';
import {
  aHeldBooking,
  aHeldFare,
  aStatusBooking,
  leaveCheckoutBehind,
  leftSearch,
} from '@tests/builders/aPersistedCheckout';
import { aSavedTraveller } from '@tests/builders/aSavedTraveller';
import { aSessionUser } from '@tests/builders/aSessionUser';
import { fakeApi, failure, ok, type FakeAnswer, type FakeRoute } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

/**
 * Travellers ticked "Save this traveller to my account" are saved once the booking is PAID: a
 * declined card or an abandoned payment saves nothing. The page comes back with the booking held
 * (as after a reload) and the user pays by card.
 */

const aSaved = (overrides: Partial<SavedTraveller>) =>
  aSavedTraveller({ passportNumber: 'N1234567', expiryDate: '2035-01-31', ...overrides });
const sara = aSaved({});
const lina = aSaved({ id: 3, firstName: 'Lina', dateOfBirth: '2010-06-20', passportNumber: 'L7654321' });
const omar = aTravellerDraft({
  firstName: 'Omar',
  lastName: 'Khalil',
  dateOfBirth: '1985-02-20',
  gender: 'M',
  passportNumber: 'K7654321',
  expiryDate: '2031-12-31',
  saveToAccount: true,
});

function payment(status: 'SUCCEEDED' | 'FAILED', code: number, message: string): FakeAnswer {
  const data = {
    paymentId: 'p-1',
    status,
    bookingId: 'b-1',
    bookingStatus: status === 'SUCCEEDED' ? 1 : 2,
    method: 1,
    paymentType: 1,
    amount: 500,
    currency: 'USD',
    message,
    refund: null,
  };
  return { status: code, data: { data, message, statusCode: code } };
}
const paid = payment('SUCCEEDED', 201, 'Payment successful');
const declined = payment('FAILED', 402, 'This card is not valid, please enter another card');

interface Setup {
  travellers: TravellerDraft[];
  saved?: SavedTraveller[];
  pay?: FakeAnswer;
  loggedIn?: boolean;
  routes?: Record<string, FakeRoute>;
}

function setup({ travellers, saved = [], pay = paid, loggedIn = true, routes = {} }: Setup) {
  leaveCheckoutBehind(
    {
      fare: aHeldFare({ search: { ...leftSearch, adults: travellers.length } }),
      draft: aCheckoutDraft({ travellers }),
      booking: aHeldBooking,
    },
    loggedIn
      ? { isLoggedIn: true, user: aSessionUser(), guestUserId: null }
      : { isLoggedIn: false, user: null, guestUserId: '3f1c2b9e-1111-4222-8333-944455556666' },
  );
  if (!loggedIn) window.sessionStorage.setItem('booking-access:b-1', 'guest-access-token');
  const api = fakeApi({
    'GET /flight/book/status': ok({ booking: aStatusBooking(), payment: null }),
    'GET /payment/methods': ok([{ method: 1, name: 'DebitCard', paymentType: 1, labelKey: 'debit_card' }]),
    'POST /payment/tokenize': ok({ paymentToken: 'tok', brand: 'visa', last4: '4242', expiresAt: '' }, 201),
    'POST /payment/pay': pay,
    'GET /traveler': ok(saved),
    'POST /traveler': (call) => ok({ ...aSaved({ id: 9 }), ...(call.body as object) }, 201),
    ...routes,
  });
  renderApp(<FlightCheckout />, { api, toaster: true });
  return { api };
}

async function payByCard() {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('card-holder'), 'Sara Haddad');
  await user.type(screen.getByTestId('card-number'), '4242424242424242');
  await user.type(screen.getByTestId('card-expiry'), '1230');
  await user.type(screen.getByTestId('card-cvv'), '123');
  await user.click(screen.getByTestId('pay-button'));
}

const savingCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path.startsWith('/traveler') && call.method !== 'GET');

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockRouter.push.mockClear();
});

describe('saving travellers once the booking is paid', { timeout: 20_000 }, () => {
  it('saves a new traveller, updates a changed saved one, leaves an unchanged one alone', async () => {
    const { api } = setup({
      travellers: [
        aTravellerDraft({ savedId: sara.id, saveToAccount: true }),
        aTravellerDraft({ ...lina, type: 'ADT', savedId: lina.id, lastName: 'Farouk', saveToAccount: true }),
        omar,
      ],
      saved: [sara, lina],
      routes: { 'PUT /traveler/update-traveler/3': (call) => ok({ ...lina, ...(call.body as object) }) },
    });
    await payByCard();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=b-1'));
    expect(await screen.findByText('2 travellers saved to your account')).toBeInTheDocument();
    expect(api.callsTo('POST /traveler').map((call) => call.body)).toEqual([
      {
        firstName: 'Omar',
        lastName: 'Khalil',
        dateOfBirth: '1985-02-20',
        gender: 'M',
        passportNumber: 'K7654321',
        expiryDate: '2031-12-31',
      },
    ]);
    expect(api.callsTo('PUT /traveler/update-traveler/3')[0]?.body).toMatchObject({ lastName: 'Farouk' });
    expect(savingCalls(api)).toHaveLength(2);
    // The account's list is read when saving, after the payment, never before.
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /payment/pay')).toBeLessThan(order.indexOf('GET /traveler'));
    expect(order.indexOf('POST /payment/pay')).toBeLessThan(order.indexOf('POST /traveler'));
  });

  it('saves nothing while the payment is declined', async () => {
    const { api } = setup({ travellers: [omar], pay: declined });
    await payByCard();
    expect(await screen.findByText('This card is not valid, please enter another card')).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(savingCalls(api)).toHaveLength(0);
  });

  it('saves nothing for a traveller whose box was never ticked (it starts unticked)', async () => {
    const { saveToAccount: _ticked, ...untouched } = omar;
    const { api } = setup({ travellers: [untouched] });
    await payByCard();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=b-1'));
    expect(savingCalls(api)).toHaveLength(0);
  });

  it('saves nothing for a traveller whose box was unticked', async () => {
    const { api } = setup({ travellers: [{ ...omar, saveToAccount: false }] });
    await payByCard();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=b-1'));
    expect(api.callsTo('GET /traveler')).toHaveLength(0);
    expect(savingCalls(api)).toHaveLength(0);
  });

  it('a failed save never undoes the booking: the confirmation opens and one translated toast says so', async () => {
    const { api } = setup({ travellers: [omar], routes: { 'POST /traveler': failure(500, 'db down') } });
    await payByCard();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=b-1'));
    expect(
      await screen.findByText(
        "We couldn't save the travellers to your account. Your booking is not affected.",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /traveler')).toHaveLength(1);
  });

  it('a passport saved already (the list could not be read) is not an error', async () => {
    const { api } = setup({
      travellers: [omar],
      routes: {
        'GET /traveler': failure(500, 'down'),
        'POST /traveler': failure(409, 'passportNumber: already saved'),
      },
    });
    await payByCard();
    await waitFor(() => expect(api.callsTo('POST /traveler')).toHaveLength(1));
    expect(await screen.findByText('1 traveller saved to your account')).toBeInTheDocument();
  });

  it('a guest saves nothing', async () => {
    const { api } = setup({ travellers: [omar], loggedIn: false });
    await payByCard();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=b-1'));
    expect(api.callsTo('GET /traveler')).toHaveLength(0);
    expect(savingCalls(api)).toHaveLength(0);
  });
});
