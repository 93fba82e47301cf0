import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { BookingReferences, type SupplierReferences } from './BookingReferences';

/** A name as the labels isolate it (first-strong isolate … pop directional isolate). */
const iso = (name: string) => `\u2068${name}\u2069`;

const references: SupplierReferences = {
  issuedAt: '2026-11-20T10:05:00.000Z',
  recordLocators: [
    { airline: { code: 'EK', name: 'Emirates' }, locator: 'Q7KM2X' },
    { airline: { code: 'QF', name: 'Qantas' }, locator: 'ZP4R9T' },
  ],
  eTickets: [
    {
      travellerIndex: 0,
      passengerName: 'Sara Haddad',
      airline: { code: 'EK', name: 'Emirates' },
      number: '1762345678901',
    },
  ],
  hotelConfirmations: [],
};

describe('BookingReferences', () => {
  it.each(['en', 'ar'] as const)(
    '%s: every code isolated left to right, named for the desk that asks for it, with a copy button',
    async (locale) => {
      renderApp(<BookingReferences reference="K7QM2X" references={references} />, { locale });
      const section = screen.getByTestId('booking-references');
      const codes = [
        screen.getByTestId('references-booking-reference'),
        ...screen.getAllByTestId('record-locator'),
        ...screen.getAllByTestId('e-ticket'),
      ];
      expect(codes.map((code) => code.textContent)).toEqual(['K7QM2X', 'Q7KM2X', 'ZP4R9T', '1762345678901']);
      for (const code of codes) {
        expect(code.tagName).toBe('BDI');
        expect(code).toHaveAttribute('dir', 'ltr');
      }
      const copyEmirates =
        locale === 'en'
          ? `Copy ${iso('Emirates')} booking reference (PNR)`
          : `نسخ رمز الحجز لدى ${iso('Emirates')} (PNR)`;
      expect(within(section).getByRole('button', { name: copyEmirates })).toBeInTheDocument();
      expect(within(section).getAllByRole('button')).toHaveLength(4);
      // The booking reference as a QR code, for the printed page (hidden on screen by the stylesheet).
      expect(await within(section).findByRole('img', { name: new RegExp('K7QM2X') })).toBeInTheDocument();
    },
  );

  it('copies the code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp(<BookingReferences reference="K7QM2X" references={references} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: `Copy E-ticket number, ${iso('Sara Haddad')}` }));
    expect(writeText).toHaveBeenCalledWith('1762345678901');
    expect(await screen.findByText(`E-ticket number, ${iso('Sara Haddad')} copied`)).toBeInTheDocument();
  });

  it('lists each room’s hotel confirmation number', () => {
    renderApp(
      <BookingReferences
        reference="H4TL22"
        references={{
          ...references,
          recordLocators: [],
          eTickets: [],
          hotelConfirmations: [{ roomIndex: 0, roomName: 'Deluxe King Room', number: '418230957' }],
        }}
      />,
      { locale: 'en' },
    );
    expect(
      screen.getByText(`Hotel confirmation number, room 1 (${iso('Deluxe King Room')})`),
    ).toBeInTheDocument();
    expect(screen.getByTestId('hotel-confirmation')).toHaveTextContent('418230957');
  });

  it('says the supplier references come once the booking is confirmed', () => {
    renderApp(<BookingReferences reference="K7QM2X" references={null} />, { locale: 'en' });
    expect(screen.getByTestId('references-booking-reference')).toHaveTextContent('K7QM2X');
    expect(screen.getByText(/once the booking is paid and confirmed/)).toBeInTheDocument();
  });
});

describe('BookingQrCode', () => {
  it('draws the qrcode library’s matrix of the booking reference, with a quiet zone', async () => {
    const { default: QRCode } = await import('qrcode');
    renderApp(<BookingReferences reference="K7QM2X" references={null} />, { locale: 'ar' });
    const image = await screen.findByRole('img', { name: /K7QM2X/ });
    const { modules } = QRCode.create('K7QM2X', { errorCorrectionLevel: 'M' });
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    const squares = image.querySelector('path')!.getAttribute('d')!.match(/M/g)!.length;
    expect(squares).toBe(Array.from(modules.data).filter(Boolean).length);
    // Arabic label, the reference isolated so it reads left to right inside it.
    expect(image).toHaveAccessibleName('رمز QR للرقم المرجعي للحجز \u2068K7QM2X\u2069');
  });
});
