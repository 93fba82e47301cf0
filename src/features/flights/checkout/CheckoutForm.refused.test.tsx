import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import { fareHeld, type CheckoutDraft } from './flightCheckoutSlice';
import type { BookResult } from './flightBookingCall';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { aHeldFare } from '@tests/builders/aPersistedCheckout';
import { twoCurrencyClub } from '@tests/builders/aClub';
import { failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { resetBrowserState } from '@tests/mocks/browserState';
import { renderApp } from '@tests/render';

/** A booking the API refuses for one traveller's field: the error is translated and on that traveller. */

beforeEach(() => resetBrowserState());

const TODAY = '2026-06-01';
const offer = aFlightOffer({ id: 'o-1', price: 500 });
const adult = (firstName: string, passportNumber: string) => ({
  type: 'ADT' as const,
  firstName,
  lastName: 'Haddad',
  dateOfBirth: '1990-05-14',
  gender: 'F' as const,
  passportNumber,
  expiryDate: '2031-12-31',
  saveToAccount: false,
});

function setup(book: FakeRoute, locale: 'en' | 'ar') {
  const fare = aHeldFare({
    search: {
      tripType: 'oneway',
      legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
      adults: 2,
      children: 0,
      infants: 0,
      cabin: 'economy',
      airline: null,
    },
  });
  const initial: CheckoutDraft = {
    travellers: [adult('Sara', 'K1234567'), adult('Lina', 'L7654321')],
    email: 'sara@example.com',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
  };
  const onResult = vi.fn<(result: BookResult) => void>();
  const view = renderApp(<CheckoutForm fare={fare} initial={initial} today={TODAY} onResult={onResult} />, {
    club: twoCurrencyClub(),
    user: null,
    locale,
    routes: {
      'POST /flight/revalidate': ok({
        status: 'CONFIRMED',
        offer,
        oldPrice: 500,
        newPrice: 500,
        currency: 'USD',
        fareToken: 'fare-1',
        expiresAt: null,
      }),
      'POST /flight/book': book,
    },
  });
  act(() => void view.store().dispatch(fareHeld(fare)));
  return { onResult };
}

describe('a booking refused for a field', { timeout: 20_000 }, () => {
  it('ar: puts the translated age rule on the second traveller, never the raw message', async () => {
    const ageRule = 'يجب أن يكون عمر البالغ 12 سنة أو أكثر في تاريخ السفر';
    const raw = 'travellers.1.dateOfBirth: an adult (ADT) must be 12 or older on 2026-07-01';
    const { onResult } = setup(failure(400, raw), 'ar');
    await userEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'error', message: raw }));
    expect(await screen.findByText('يُرجى تصحيح الحقول المُشار إليها أدناه.')).toBeInTheDocument();
    expect(screen.queryByText(/travellers\.1/)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('traveller-1')).getByText(ageRule)).toBeInTheDocument();
    expect(within(screen.getByTestId('traveller-0')).queryByText(ageRule)).not.toBeInTheDocument();
  });

  it('en: a refusal naming a field the form does not have reads as the translated failure', async () => {
    setup(failure(400, 'fareToken: Required'), 'en');
    await userEvent.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByText("We couldn't create your booking. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText(/fareToken/)).not.toBeInTheDocument();
  });
});
