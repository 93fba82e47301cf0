import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { renderApp } from '@tests/render';
import { FareSummary } from './checkout/FareSummary';
import type { HeldFare } from './checkout/flightCheckoutSlice';
import { OfferDetails } from './results/OfferDetails';

vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ data: {} }))));

const basic = { ...aFlightOffer(), fareBrand: 'Basic', baggage: { checkedKg: 0, cabinKg: 7 } };

function heldFare(offer = basic): HeldFare {
  return {
    routingId: 'r-1',
    offerId: offer.offerId,
    search: {} as HeldFare['search'],
    offer,
    price: offer.totalPrice,
    currency: offer.currency,
    previousPrice: null,
    expiresAt: null,
  } as HeldFare;
}

describe('fare brand and baggage text', () => {
  it.each([
    ['en', 'Basic', 'Cabin bag only · 7 kg'],
    ['ar', 'الأساسية', 'حقيبة مقصورة فقط · 7 كغ'],
  ] as const)('the offer details name the brand in the page language (%s)', (locale, brand, baggage) => {
    renderApp(<OfferDetails id="d" offer={basic} locale={locale} legTitles={['Outbound']} />, {
      locale,
    });
    expect(screen.getByText(brand)).toBeInTheDocument();
    expect(screen.getByText(baggage)).toBeInTheDocument();
  });

  it('the checkout summary does not say "0 kg checked" for a cabin-bag-only fare', () => {
    renderApp(<FareSummary fare={heldFare()} />);
    const summary = screen.getByRole('complementary');
    expect(summary).not.toHaveTextContent('0 kg checked');
    expect(summary).toHaveTextContent('Cabin bag only · 7 kg');
    expect(summary).toHaveTextContent('Fare: Basic');
  });

  it('the Arabic checkout summary names the brand in Arabic', () => {
    renderApp(<FareSummary fare={heldFare({ ...basic, fareBrand: 'Business Flex' })} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('complementary')).toHaveTextContent('رجال الأعمال المرنة');
  });

  it('an unknown brand reads as the API sent it', () => {
    renderApp(
      <OfferDetails id="d" offer={{ ...basic, fareBrand: 'Light+' }} locale="en" legTitles={['Outbound']} />,
    );
    expect(screen.getByText('Light+')).toBeInTheDocument();
  });
});
