import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { BookingReferences, type SupplierReferences } from './BookingReferences';

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
    (locale) => {
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
        locale === 'en' ? 'Copy Emirates booking reference (PNR)' : /نسخ رمز الحجز لدى Emirates/;
      expect(within(section).getByRole('button', { name: copyEmirates })).toBeInTheDocument();
      expect(within(section).getAllByRole('button')).toHaveLength(4);
    },
  );

  it('copies the code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp(<BookingReferences reference="K7QM2X" references={references} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Copy E-ticket number, Sara Haddad' }));
    expect(writeText).toHaveBeenCalledWith('1762345678901');
    expect(await screen.findByText('E-ticket number, Sara Haddad copied')).toBeInTheDocument();
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
    expect(screen.getByText('Hotel confirmation number, room 1 (Deluxe King Room)')).toBeInTheDocument();
    expect(screen.getByTestId('hotel-confirmation')).toHaveTextContent('418230957');
  });

  it('says the supplier references come once the booking is confirmed', () => {
    renderApp(<BookingReferences reference="K7QM2X" references={null} />, { locale: 'en' });
    expect(screen.getByTestId('references-booking-reference')).toHaveTextContent('K7QM2X');
    expect(screen.getByText(/once the booking is paid and confirmed/)).toBeInTheDocument();
  });
});
