import { formatDay, formatInstant, withHijri } from './format';
import { showsHijri } from './hijri';
import { labelsFor } from './labels';
import type { HotelDocument } from './model';
import { DocumentWriter } from './writer';

/** The hotel voucher: the hotel, the stay, the rooms with their cancellation terms, the guests. */
export async function renderVoucher(booking: HotelDocument): Promise<Buffer> {
  const { language, hotel } = booking;
  const t = labelsFor(language);
  const comma = language === 'ar' ? '، ' : ', ';
  const hijri = showsHijri(booking);
  const writer = new DocumentWriter(language, booking.branding, {
    title: `${t.voucherTitle} ${booking.reference}`,
    subject: booking.reference,
  });
  writer.header(t.voucherTitle, `${t.reference}: ${booking.reference}`);
  writer.fieldsWithQrCode(
    [
      [t.reference, booking.reference],
      [t.status, t.statuses[booking.statusName] ?? booking.statusName],
      [t.bookedAt, withHijri(formatInstant(booking.bookedAt, language), booking.bookedAt, hijri)],
    ],
    booking.reference,
  );

  writer.section(t.hotel);
  writer.paragraph(`${hotel.name} (${t.stars(hotel.stars)})`, { size: 12, bold: true });
  writer.paragraph([hotel.address, hotel.city, hotel.country].join(comma));
  writer.fields([
    [
      t.checkIn,
      withHijri(
        `${formatDay(booking.checkIn, language)} ${t.checkInFrom(booking.checkInFrom)}`,
        booking.checkIn,
        hijri,
      ),
    ],
    [
      t.checkOut,
      withHijri(
        `${formatDay(booking.checkOut, language)} ${t.checkOutUntil(booking.checkOutUntil)}`,
        booking.checkOut,
        hijri,
      ),
    ],
    [t.nights, String(booking.nights)],
    ...(booking.arrivalTime ? [[t.arrivalTime, booking.arrivalTime] as [string, string]] : []),
  ]);

  writer.section(t.rooms);
  writer.table(
    [
      { title: t.room, share: 0.24 },
      { title: t.confirmationNumber, share: 0.18 },
      { title: t.board, share: 0.16 },
      { title: t.occupancy, share: 0.16 },
      { title: t.cancellation, share: 0.26 },
    ],
    booking.rooms.map((room) => [
      room.name,
      room.confirmationNumber ?? t.notIssued,
      t.boards[room.board] ?? room.board,
      t.occupancyValue(room.adults, room.children),
      // The terms name the deadline once, in the hotel's time, and the fee after it (issue 30 item 27).
      room.cancellation ? room.cancellation.penaltyText : t.nonRefundable,
    ]),
  );

  writer.section(t.guests);
  writer.paragraph(booking.guests.join(comma));
  if (booking.specialRequests) {
    writer.fields([[t.specialRequests, booking.specialRequests]]);
  }
  writer.section(t.contact);
  writer.fields([
    [t.email, booking.contact.email],
    [t.phone, booking.contact.phone],
  ]);
  writer.paragraph(t.voucherNote, { size: 8.5 });
  return writer.finish(t.footer(booking.branding.name), booking.cancelled ? t.cancelledStamp : null);
}
