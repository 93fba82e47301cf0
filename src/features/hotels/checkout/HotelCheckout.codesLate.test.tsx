import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aStay } from '@tests/builders/aHotelDetails';
import { fakeApi, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { appRoutes, renderApp } from '@tests/render';
import { HotelCheckout } from './HotelCheckout';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

beforeEach(() => window.localStorage.clear());

const held = {
  query: {
    hotelId: 120034,
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    rooms: [{ adults: 1, childAges: [] }],
  },
  rateIds: ['120034-1-1'],
  rateToken: 'rate-token-1',
  expiresAt: '2099-01-01T00:00:00Z',
  stay: aStay(460),
  previousTotal: 460,
  heldAt: '',
};

/** The country list answers only when the test lets it: the calling codes arrive after the typing. */
function setupWithLateCodes(locale: 'en' | 'ar' = 'en') {
  let release: () => void = () => undefined;
  const codesArrive = new Promise<void>((resolve) => (release = resolve));
  const listed = appRoutes['GET /common/country/list'] as FakeAnswer;
  const api = fakeApi({
    ...appRoutes,
    'GET /common/country/list': async () => {
      await codesArrive;
      return listed;
    },
    'POST /hotel/book': ok(
      { bookingId: 'hb-1', reference: 'H7QM2X', moduleType: 2, status: 2, amount: 460, currency: 'USD' },
      201,
    ),
    'GET /payment/methods': ok([]),
  });
  renderApp(<HotelCheckout />, {
    api,
    locale,
    state: {
      hotelCheckout: { held, draft: null, attempt: null, booking: null, payment: null },
    },
  });
  return { api, release, user: userEvent.setup({ delay: null }) };
}

describe('HotelCheckout before the calling codes arrive (issue 30)', { timeout: 20_000 }, () => {
  it('says why a submit waits, on the phone field, and books once the codes are in', async () => {
    const { api, release, user } = setupWithLateCodes();
    const room1 = within(await screen.findByTestId('lead-guest-1'));
    await user.type(room1.getByLabelText('First name'), 'Sara');
    await user.type(room1.getByLabelText('Last name'), 'Haddad');
    await user.type(screen.getByTestId('contact-email'), 'sara@example.com');
    await user.type(screen.getByTestId('contact-phone'), '501234567');
    await user.click(screen.getByTestId('checkout-submit'));

    // Not a silent no-op: the phone field says what is missing and takes the focus.
    const phone = screen.getByTestId('contact-phone');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'The country codes are still loading. Please try again in a moment.',
      ),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(api.callsTo('POST /hotel/book')).toHaveLength(0);

    // The codes arrive: the error goes away by itself, nothing typed was lost, and the booking goes.
    release();
    await screen.findByRole('button', { name: /^Country code: .+ \+\d+$/ });
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
    expect(phone).toHaveValue('501234567');
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(api.callsTo('POST /hotel/book')).toHaveLength(1));
    expect(api.callsTo('POST /hotel/book')[0]?.body).toMatchObject({
      contact: { email: 'sara@example.com', phoneNumber: '501234567' },
    });
  });

  it('says it in Arabic on an Arabic page', async () => {
    const { user } = setupWithLateCodes('ar');
    await user.type(await screen.findByTestId('contact-phone'), '501234567');
    await user.click(screen.getByTestId('checkout-submit'));
    expect(
      await screen.findByText('ما زالت رموز الدول قيد التحميل، يُرجى المحاولة مرة أخرى بعد لحظة.'),
    ).toBeInTheDocument();
  });
});
