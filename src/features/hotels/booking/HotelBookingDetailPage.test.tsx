import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import { HOTEL_BOOKING_ID, aManagedHotelBooking, cancellationRoutes } from '@tests/builders/aManagedBooking';
import { cancelledFor, closedQuote, quotedRoutes } from '@tests/builders/cancellation';
import { cancelFor, expectNotFound, later, openBookingPage } from '@tests/support/bookingDetail';
import { failure, ok } from '@tests/mocks/fakeApi';
import en from '@messages/en.json';
import ar from '@messages/ar.json';
import { HotelBookingDetailPage } from './HotelBookingDetailPage';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const m = en.myBookings;
const ID = HOTEL_BOOKING_ID;
const aManaged = aManagedHotelBooking;
const freeQuote = aManaged().quote;

describe('HotelBookingDetailPage', { timeout: 20_000 }, () => {
  it('shows the stay, its rooms and policies, the guests, requests, arrival, payment and history', async () => {
    openBookingPage(HotelBookingDetailPage, ID, { [`GET /my-bookings/${ID}`]: ok(aManaged()) });
    expect(await screen.findByTestId('booking-status', {}, later)).toHaveTextContent('Confirmed');
    const stay = screen.getByTestId('stay-summary');
    expect(stay).toHaveTextContent('Jumeirah Creek Palace');
    // A card of the main column, not the sticky side summary of checkout: stuck below the header on
    // a wide screen it covered the documents and the history scrolling up under it (issue 30's
    // screenshots). The page's only side column is the payment's.
    expect(stay.tagName).toBe('SECTION');
    expect(stay).not.toHaveClass('checkout-summary');
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(within(screen.getByTestId('stay-room-1')).getByText(/Deluxe King Room/)).toBeInTheDocument();
    expect(screen.getByTestId('stay-room-1')).toHaveTextContent(en.hotelBooking.boards.BB);
    const guests = screen.getByTestId('booking-guests');
    expect(guests).toHaveTextContent('Sara Haddad');
    expect(guests).toHaveTextContent('Omar Nasser');
    expect(screen.getByText(/A quiet room, please/)).toBeInTheDocument();
    expect(screen.getByText('Estimated arrival: 18:30')).toBeInTheDocument();
    expect(screen.getByText(en.Payment.method_names.UPI)).toBeInTheDocument();
    expect(within(screen.getByTestId('status-history')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('cancel-policy')).toHaveTextContent('Cancelling is free until');
    expect(screen.getByRole('link', { name: m.back })).toHaveAttribute('href', '/my-bookings?module=hotels');
  });

  it('cancels free of charge before the deadline, with the quoted refund', async () => {
    const cancelled = aManaged(cancelledFor(860), closedQuote(freeQuote, 'ALREADY_CANCELLED'));
    const view = openBookingPage(HotelBookingDetailPage, ID, cancellationRoutes(aManaged(), cancelled));
    await userEvent.click(await screen.findByRole('button', { name: m.cancel_booking }, later));
    const quoteBox = await screen.findByTestId('refund-quote');
    expect(quoteBox).toHaveTextContent('860');
    await cancelFor('My plans changed');
    expect(view.api.callsTo(`POST /my-bookings/${ID}/cancel`)[0]?.body).toEqual({
      reasonValue: 'My plans changed',
      expectedRefund: 860,
    });
  });

  it('says the free cancellation has ended and what the hotel keeps after the deadline', async () => {
    const late = { ...freeQuote, cancellationFee: 200, refundAmount: 660 };
    openBookingPage(HotelBookingDetailPage, ID, quotedRoutes(aManaged({}, late)));
    expect(await screen.findByTestId('cancel-policy', {}, later)).toHaveTextContent(
      /The free cancellation ended on 28 Nov 2026, 23:59 \(Gulf Standard Time, the hotel's time\): the hotel keeps USD 200\.00/,
    );
    await userEvent.click(screen.getByRole('button', { name: m.cancel_booking }));
    const quoteBox = await screen.findByTestId('refund-quote');
    expect(quoteBox).toHaveTextContent('200');
    expect(quoteBox).toHaveTextContent('660');
  });

  it('says why a non-refundable rate gives nothing back', async () => {
    const kept = {
      ...freeQuote,
      refundable: false,
      reason: 'NON_REFUNDABLE' as const,
      cancellationFee: 860,
      refundAmount: 0,
      freeCancellationUntil: null,
    };
    openBookingPage(HotelBookingDetailPage, ID, quotedRoutes(aManaged({}, kept)));
    await userEvent.click(await screen.findByRole('button', { name: m.cancel_booking }, later));
    expect(await screen.findByText(m.reasons.NON_REFUNDABLE_RATE)).toBeInTheDocument();
  });

  it('says why a stay that has begun cannot be cancelled', async () => {
    const begun = closedQuote(freeQuote, 'CHECKED_IN');
    openBookingPage(HotelBookingDetailPage, ID, { [`GET /my-bookings/${ID}`]: ok(aManaged({}, begun)) });
    expect(await screen.findByText(m.reasons.CHECKED_IN, {}, later)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.cancel_booking })).not.toBeInTheDocument();
  });

  it('opens for a guest with the pass this tab keeps, without a link to My bookings, and cancels with it', async () => {
    window.sessionStorage.setItem(`booking-access:${ID}`, 'session-token');
    const view = renderApp(<HotelBookingDetailPage bookingId={ID} />, {
      routes: quotedRoutes(aManaged()),
    });
    expect(await screen.findByTestId('booking-status', {}, later)).toHaveTextContent('Confirmed');
    expect(view.api.callsTo(`GET /my-bookings/${ID}`)[0]!.params).toEqual({ accessToken: 'session-token' });
    expect(screen.queryByRole('link', { name: m.back })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.cancel_booking }));
    expect(await screen.findByTestId('refund-quote')).toBeInTheDocument();
    expect(view.api.callsTo(`GET /my-bookings/${ID}/refund-quote`)[0]!.params).toEqual({
      accessToken: 'session-token',
    });
  });

  it('tells a guest whose session has ended how to open the booking again', async () => {
    window.sessionStorage.setItem(`booking-access:${ID}`, 'session-token');
    renderApp(<HotelBookingDetailPage bookingId={ID} />, {
      routes: { [`GET /my-bookings/${ID}`]: failure(404, 'Booking not found') },
    });
    expect(await screen.findByText(en.manageBooking.session_ended, {}, later)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.manageBooking.manage_link })).toHaveAttribute(
      'href',
      '/manage-booking',
    );
  });

  it('shows "not found" for a booking the API does not give', async () => {
    openBookingPage(HotelBookingDetailPage, ID, {
      [`GET /my-bookings/${ID}`]: failure(404, 'Booking not found'),
    });
    await expectNotFound();
  });

  it('speaks Arabic', async () => {
    renderApp(<HotelBookingDetailPage bookingId={ID} />, {
      locale: 'ar',
      user: { id: 3 },
      routes: { [`GET /my-bookings/${ID}`]: ok(aManaged()) },
    });
    expect(
      await screen.findByRole('heading', { name: ar.myBookings.stay_details }, later),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cancel-policy')).toHaveTextContent('الإلغاء مجاني حتى');
  });
});
