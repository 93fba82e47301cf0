import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aStay, aStayQuery } from '@tests/builders/aHotelDetails';
import { failure, fakeApi, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { appRoutes, renderApp } from '@tests/render';
import type { HotelCheckoutState } from './hotelCheckoutSlice';
import { HotelCheckout } from './HotelCheckout';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

// Each test starts from its own state (the store persists to local storage).
beforeEach(() => {
  window.localStorage.clear();
  mockRouter.push.mockClear();
});

const query = aStayQuery();

function heldState(expiresAt: string): HotelCheckoutState {
  return {
    held: {
      query,
      rateIds: ['120034-1-1', '120034-2-1'],
      rateToken: 'rate-token-1',
      expiresAt,
      stay: aStay(920),
      previousTotal: 860,
      heldAt: '',
    },
    draft: null,
    attempt: null,
    booking: null,
    payment: null,
  };
}

const created = {
  bookingId: 'hb-1',
  reference: 'H7QM2X',
  moduleType: 2,
  status: 2,
  amount: 920,
  currency: 'USD',
  accessToken: 'h'.repeat(43),
};
const walletMethod = {
  method: 6,
  name: 'Wallet',
  paymentType: 3,
  labelKey: 'wallet',
  availableBalance: 5000,
  currency: 'USD',
};

function setup(book: FakeAnswer, state: HotelCheckoutState | null = heldState('2099-01-01T00:00:00Z')) {
  const api = fakeApi({
    ...appRoutes,
    'POST /hotel/book': book,
    'GET /payment/methods': ok([walletMethod]),
    'POST /payment/pay': ok(
      {
        paymentId: 'p-1',
        status: 'SUCCEEDED',
        bookingId: 'hb-1',
        bookingStatus: 1,
        method: 6,
        paymentType: 3,
        amount: 920,
        currency: 'USD',
        message: 'Payment successful',
        refund: null,
      },
      201,
    ),
  });
  const view = renderApp(<HotelCheckout />, {
    api,
    ...(state ? { state: { hotelCheckout: state } } : {}),
  });
  return { api, store: view.store, user: userEvent.setup({ delay: null }) };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const room1 = await screen.findByTestId('lead-guest-1');
  // The calling codes load after the form mounts (issue 31). A submit before they arrive does
  // nothing and says nothing: a defect recorded in session 14's closing note, still to mend.
  // Up to 15 s: with two Vitest workers on a loaded 2-core machine they once took more than 4 s.
  await screen.findByRole('button', { name: /^Country code: .+ \+\d+$/ }, { timeout: 15_000 });
  await user.type(within(room1).getByLabelText('First name'), 'Sara');
  await user.type(within(room1).getByLabelText('Last name'), 'Haddad');
  const room2 = screen.getByTestId('lead-guest-2');
  await user.type(within(room2).getByLabelText('First name'), 'Omar');
  await user.type(within(room2).getByLabelText('Last name'), 'Haddad');
  await user.type(screen.getByTestId('contact-email'), 'sara@example.com');
  await user.type(screen.getByTestId('contact-phone'), '501234567');
  await user.type(screen.getByTestId('special-requests'), 'Quiet room');
  await user.selectOptions(screen.getByTestId('arrival-time'), '18:00');
}

describe('HotelCheckout', { timeout: 40_000 }, () => {
  it('shows the stay, takes a lead guest per room, books and pays with module type 2', async () => {
    const { api, store, user } = setup(ok(created, 201));
    const summary = await screen.findByTestId('stay-summary');
    expect(within(summary).getByText('Jumeirah Creek Palace')).toBeInTheDocument();
    expect(within(summary).getByTestId('stay-total')).toHaveTextContent('920.00');
    expect(within(summary).getByText(/The price was USD 860\.00/)).toBeInTheDocument();
    expect(within(summary).getByText(/Non-refundable/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-login')).toBeInTheDocument();

    await fillForm(user);
    await user.click(screen.getByTestId('checkout-submit'));

    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('H7QM2X');
    expect(api.callsTo('POST /hotel/book')[0]?.body).toMatchObject({
      rateToken: 'rate-token-1',
      guests: [
        { firstName: 'Sara', lastName: 'Haddad' },
        { firstName: 'Omar', lastName: 'Haddad' },
      ],
      specialRequests: 'Quiet room',
      arrivalTime: '18:00',
    });
    await waitFor(() => expect(api.callsTo('GET /payment/methods')[0]?.params).toEqual({ moduleType: 2 }));
    await user.click(await screen.findByLabelText('Wallet'));
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/thankyou?booking=hb-1&type=hotel'));
    expect(api.callsTo('POST /payment/pay')[0]?.body).toMatchObject({
      bookingId: 'hb-1',
      moduleType: 2,
      amount: 920,
      method: 6,
    });
    expect(store().getState().hotelCheckout.held).toBeNull();
  });

  it('keeps what was typed through a failed submit, and says why on the refused field', async () => {
    const { store, user } = setup(failure(400, 'guests.1.lastName: enter a valid name'));
    await fillForm(user);
    await user.click(screen.getByTestId('checkout-submit'));
    // The API's raw field error is never shown: its translation sits on the second guest's last name.
    expect(await screen.findByText('Please correct the fields marked below.')).toBeInTheDocument();
    expect(screen.queryByText(/guests\.1\.lastName/)).not.toBeInTheDocument();
    const room2 = within(screen.getByTestId('lead-guest-2'));
    expect(room2.getByLabelText('Last name')).toHaveAccessibleDescription('Please enter a valid name');
    expect(room2.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByTestId('lead-guest-1')).getByLabelText('Last name')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(within(screen.getByTestId('lead-guest-1')).getByLabelText('First name')).toHaveValue('Sara');
    await waitFor(() =>
      expect(store().getState().hotelCheckout.draft).toMatchObject({
        guests: [{ firstName: 'Sara' }, { firstName: 'Omar' }],
        specialRequests: 'Quiet room',
      }),
    );
  });

  it('checks the form before booking', async () => {
    const { api, user } = setup(ok(created, 201));
    await user.click(await screen.findByTestId('checkout-submit'));
    expect((await screen.findAllByText('Please enter your first name')).length).toBe(2);
    expect(api.callsTo('POST /hotel/book')).toHaveLength(0);
  });

  it('sends an expired rate back to the hotel, and offers a search without a stay', async () => {
    setup(ok(created, 201), heldState('2000-01-01T00:00:00Z'));
    expect(await screen.findByRole('heading', { name: 'Your rate has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the hotel' })).toHaveAttribute(
      'href',
      '/hotels/details?hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-03&room=2&room=1-7',
    );
  });

  it('offers a search when no stay is held', async () => {
    setup(ok(created, 201), null);
    expect(await screen.findByRole('heading', { name: 'No stay selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/');
  });
});
