import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import {
  FLIGHT_BOOKING_ID,
  aManagedFlightBooking,
  cancellationRoutes,
} from '@tests/builders/aManagedBooking';
import { cancelledFor, closedQuote, quotedRoutes } from '@tests/builders/cancellation';
import { cancelFor, expectNotFound, later, openBookingPage } from '@tests/support/bookingDetail';
import { failure, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import en from '@messages/en.json';
import { FlightBookingDetailPage } from './FlightBookingDetailPage';
import { reasonError } from '@/features/booking/CancelPanel';
import type { ManagedBooking } from '@/features/booking/api';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const m = en.myBookings;
const ID = FLIGHT_BOOKING_ID;
const aManaged = aManagedFlightBooking;
const quote = aManaged().quote;

const cancelled: ManagedBooking = {
  ...aManaged(cancelledFor(576.45)),
  quote: { ...closedQuote(quote, 'ALREADY_CANCELLED'), cancellationFee: 0 },
};

beforeEach(() => {
  mockRouter.replace.mockClear();
});

describe('FlightBookingDetailPage', { timeout: 20_000 }, () => {
  it('shows the booking: status, travellers with a masked passport, fare rules, payment and history', async () => {
    openBookingPage(FlightBookingDetailPage, ID, { [`GET /my-bookings/${ID}`]: ok(aManaged()) });
    expect(await screen.findByTestId('booking-status', {}, later)).toHaveTextContent('Confirmed');
    expect(screen.getByText('*****567')).toBeInTheDocument();
    expect(screen.getByText(m.rule_refundable)).toBeInTheDocument();
    expect(screen.getByText(en.Payment.method_names.UPI)).toBeInTheDocument();
    const history = screen.getByTestId('status-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Pending'), expect.stringContaining('Confirmed')]);
  });

  it('labels a card payment by its card, never as “Cash” (the API’s name for any money payment)', async () => {
    const payment = { ...aManaged().booking.payment!, cardBrand: 'visa', cardLast4: '4242' };
    openBookingPage(FlightBookingDetailPage, ID, {
      [`GET /my-bookings/${ID}`]: ok(
        aManaged({ paymentMethod: 2, paymentMethodName: 'CreditCard', paymentType: 1, payment }),
      ),
    });
    expect(await screen.findByText(/Credit card/, {}, later)).toHaveTextContent('Credit card ···· 4242');
    expect(screen.queryByText(m.payment_type)).toBeNull();
    expect(screen.queryByText(/Cash/)).toBeNull();
  });

  it('cancels: the quote, the reason (required), then the confirmation with the quoted refund', async () => {
    const view = openBookingPage(FlightBookingDetailPage, ID, cancellationRoutes(aManaged(), cancelled));
    await userEvent.click(await screen.findByRole('button', { name: m.cancel_booking }, later));
    const quoteBox = await screen.findByTestId('refund-quote');
    expect(quoteBox).toHaveTextContent('576.45');
    expect(quoteBox).toHaveTextContent('64.05');

    await userEvent.click(screen.getByRole('button', { name: m.confirm_cancel }));
    expect(await screen.findByText(en.Validation.reason_require)).toBeInTheDocument();
    expect(view.api.callsTo(`POST /my-bookings/${ID}/cancel`)).toHaveLength(0);

    await cancelFor('My plans changed');
    expect(screen.getByTestId('refund')).toHaveTextContent(en.ThankYou.refund_statuses.Pending);
    expect(view.api.callsTo(`POST /my-bookings/${ID}/cancel`)[0]?.body).toEqual({
      reasonValue: 'My plans changed',
      expectedRefund: 576.45,
    });
    expect(screen.queryByRole('button', { name: m.cancel_booking })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal and keeps the form', async () => {
    openBookingPage(
      FlightBookingDetailPage,
      ID,
      cancellationRoutes(aManaged(), cancelled, failure(409, 'This booking is already cancelled')),
    );
    await userEvent.click(await screen.findByRole('button', { name: m.cancel_booking }, later));
    await userEvent.type(await screen.findByRole('textbox', { name: m.reason_label }), 'Illness');
    await userEvent.click(screen.getByRole('button', { name: m.confirm_cancel }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: m.reason_label })).toHaveValue('Illness');
  });

  it('says why a non-refundable fare gives nothing back', async () => {
    const nonRefundable = { ...quote, refundable: false, reason: 'NON_REFUNDABLE' as const, refundAmount: 0 };
    openBookingPage(FlightBookingDetailPage, ID, quotedRoutes(aManaged({}, nonRefundable)));
    await userEvent.click(await screen.findByRole('button', { name: m.cancel_booking }, later));
    expect(await screen.findByText(m.reasons.NON_REFUNDABLE)).toBeInTheDocument();
  });

  it('says why a completed trip cannot be cancelled', async () => {
    const completed = closedQuote(quote, 'COMPLETED');
    openBookingPage(FlightBookingDetailPage, ID, {
      [`GET /my-bookings/${ID}`]: ok(aManaged({ status: 4, statusName: 'Completed' }, completed)),
    });
    expect(await screen.findByText(m.reasons.COMPLETED, {}, later)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.cancel_booking })).not.toBeInTheDocument();
  });

  it('says a requested cancellation waits for the airline, with its label and no cancel button', async () => {
    const requested = closedQuote(quote, 'ALREADY_CANCELLED');
    openBookingPage(FlightBookingDetailPage, ID, {
      [`GET /my-bookings/${ID}`]: ok(
        aManaged({ status: 7, statusName: 'CancelRequested', cancelReason: 'Plans changed' }, requested),
      ),
    });
    expect(await screen.findByTestId('booking-status', {}, later)).toHaveTextContent(
      en.ThankYou.statuses.CancelRequested,
    );
    expect(screen.getByTestId('cancel-requested')).toHaveTextContent(m.cancel_requested_flight);
    expect(screen.queryByRole('button', { name: m.cancel_booking })).not.toBeInTheDocument();
  });

  it('shows "not found" for a booking the API does not give (another user’s included)', async () => {
    openBookingPage(FlightBookingDetailPage, ID, {
      [`GET /my-bookings/${ID}`]: failure(404, 'Booking not found'),
    });
    await expectNotFound();
  });

  it('sends an agent-type user home', async () => {
    renderApp(<FlightBookingDetailPage bookingId={ID} />, { user: { userType: 7 } });
    await vi.waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/'), later);
  });
});

describe('reasonError', () => {
  it('needs a reason in letters, digits and punctuation', () => {
    expect(reasonError('  ')).toBe('reason_require');
    expect(reasonError('My plans changed, sorry!')).toBeNull();
    expect(reasonError('تغيرت خططي')).toBeNull();
    expect(reasonError('<script>')).toBe('reason_invalid');
    expect(reasonError('a'.repeat(501))).toBe('reason_invalid');
  });
});
