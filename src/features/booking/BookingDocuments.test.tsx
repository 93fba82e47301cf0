import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import { failure, ok } from '@tests/mocks/fakeApi';
import en from '@messages/en.json';
import ar from '@messages/ar.json';
import { toastError, toastSuccess } from '@/components/feedback/toast';
import { BookingDocuments } from './BookingDocuments';
import type { AnyManagedBooking } from './api';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
vi.mock('@/components/feedback/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));

const d = en.bookingDocuments;
const ID = '6f1c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';
const PDF = () => ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));

/** Only what the documents section reads of a booking. */
function aBooking(status: number, hotel = false): AnyManagedBooking {
  const booking = { bookingId: ID, reference: 'K7QM2X', status, ...(hotel ? { stay: {} } : { fare: {} }) };
  return { booking } as unknown as AnyManagedBooking;
}

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.mocked(toastSuccess).mockClear();
  vi.mocked(toastError).mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const download = (type: keyof typeof d.types, messages = d) =>
  messages.download.replace('{document}', messages.types[type]);

describe('BookingDocuments', () => {
  it('downloads a flight’s e-ticket and invoice as files, in the page’s language, with the guest’s pass', async () => {
    const view = renderApp(<BookingDocuments booking={aBooking(1)} accessToken="guest-pass" />, {
      locale: 'ar',
      routes: {
        [`GET /my-bookings/${ID}/documents/ticket`]: PDF(),
        [`GET /my-bookings/${ID}/documents/invoice`]: PDF(),
      },
    });
    const t = ar.bookingDocuments;
    expect(screen.queryByRole('button', { name: download('voucher', t) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: download('ticket', t) }));
    await waitFor(() => expect(saved).toEqual(['ticket-K7QM2X-ar.pdf']));
    await userEvent.click(await screen.findByRole('button', { name: download('invoice', t) }));
    await waitFor(() => expect(saved).toEqual(['ticket-K7QM2X-ar.pdf', 'invoice-K7QM2X-ar.pdf']));
    expect(view.api.callsTo(`GET /my-bookings/${ID}/documents/ticket`)[0]?.params).toEqual({
      lang: 'ar',
      accessToken: 'guest-pass',
    });
    expect(screen.getByText('K7QM2X').tagName).toBe('BDI');
  });

  it('offers a hotel’s voucher, not an e-ticket', () => {
    renderApp(<BookingDocuments booking={aBooking(3, true)} />);
    expect(screen.getByRole('button', { name: download('voucher') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: download('ticket') })).not.toBeInTheDocument();
  });

  /** The intro with its reference filled in, as the page reads it. */
  const intro = (text: string) => text.replace('<reference></reference>', 'K7QM2X');

  it.each([
    ['en', d],
    ['ar', ar.bookingDocuments],
  ] as const)(
    'names only the documents a booking has: a voucher for a stay, an e-ticket for a flight (%s)',
    (locale, t) => {
      const hotel = renderApp(<BookingDocuments booking={aBooking(3, true)} />, { locale });
      const section = () => screen.getByTestId('booking-documents');
      expect(section()).toHaveTextContent(intro(t.intro.hotel));
      expect(section()).not.toHaveTextContent(t.types.ticket);
      hotel.unmount();

      renderApp(<BookingDocuments booking={aBooking(3)} />, { locale });
      expect(section()).toHaveTextContent(intro(t.intro.flight));
      expect(section()).not.toHaveTextContent(t.types.voucher);
    },
  );

  it('toasts a download that failed', async () => {
    renderApp(<BookingDocuments booking={aBooking(1)} />, {
      routes: { [`GET /my-bookings/${ID}/documents/invoice`]: failure(500, 'boom') },
    });
    await userEvent.click(screen.getByRole('button', { name: download('invoice') }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(d.download_failed.replace('{document}', d.types.invoice)),
    );
    expect(saved).toEqual([]);
  });

  it('e-mails the invoice and toasts where it went; too many requests get their own message', async () => {
    let answer = ok({ delivery: 2, sentTo: 's***@example.com' });
    const view = renderApp(<BookingDocuments booking={aBooking(1)} />, {
      routes: { [`POST /my-bookings/${ID}/invoice/email`]: () => answer },
    });
    await userEvent.click(screen.getByRole('button', { name: d.email_invoice }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        d.invoice_sent.replace('{email}', '\u2068s***@example.com\u2069'),
      ),
    );
    expect(view.api.callsTo(`POST /my-bookings/${ID}/invoice/email`)[0]?.body).toEqual({ lang: 'en' });

    answer = failure(429, 'Too many requests');
    await userEvent.click(await screen.findByRole('button', { name: d.email_invoice }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(d.too_many));
  });

  it('says the documents come with payment for an unpaid booking', () => {
    renderApp(<BookingDocuments booking={aBooking(2)} />);
    expect(screen.getByText(d.not_issued)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
