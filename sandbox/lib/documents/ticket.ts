import { formatDayTime, formatInstant, withHijri } from './format';
import { showsHijri } from './hijri';
import { labelsFor } from './labels';
import type { FlightDocument } from './model';
import { DocumentWriter } from './writer';

/** The flight's e-ticket / itinerary receipt: the flights, the travellers, the fare and the contact. */
export async function renderTicket(booking: FlightDocument): Promise<Buffer> {
  const { language } = booking;
  const t = labelsFor(language);
  const hijri = showsHijri(booking);
  const writer = new DocumentWriter(language, booking.branding, {
    title: `${t.ticketTitle} ${booking.reference}`,
    subject: booking.reference,
  });
  writer.header(t.ticketTitle, `${t.reference}: ${booking.reference}`);
  writer.fieldsWithQrCode(
    [
      [t.reference, booking.reference],
      [t.status, t.statuses[booking.statusName] ?? booking.statusName],
      [t.bookedAt, withHijri(formatInstant(booking.bookedAt, language), booking.bookedAt, hijri)],
      [t.validatingAirline, booking.validatingAirline],
    ],
    booking.reference,
  );

  if (booking.recordLocators.length > 0) {
    writer.section(t.airlineReferences);
    writer.table(
      [
        { title: t.airline, share: 0.6 },
        { title: t.recordLocator, share: 0.4 },
      ],
      booking.recordLocators.map((entry) => [entry.airline, entry.locator]),
    );
  }

  writer.section(t.itinerary);
  writer.table(
    [
      { title: t.flight, share: 0.2 },
      { title: t.from, share: 0.1 },
      { title: t.to, share: 0.1 },
      { title: t.departs, share: 0.23 },
      { title: t.arrives, share: 0.23 },
      { title: t.aircraft, share: 0.14 },
    ],
    booking.segments.map((segment) => [
      `${segment.airline} ${segment.flightNumber}`,
      segment.origin,
      segment.destination,
      withHijri(formatDayTime(segment.departure, language), segment.departure, hijri),
      withHijri(formatDayTime(segment.arrival, language), segment.arrival, hijri),
      segment.aircraft,
    ]),
  );

  writer.section(t.travellers);
  writer.table(
    [
      { title: t.name, share: 0.36 },
      { title: t.type, share: 0.14 },
      { title: t.passport, share: 0.18 },
      { title: t.eTicket, share: 0.32 },
    ],
    booking.travellers.map((traveller) => [
      traveller.name,
      t.passengerTypes[traveller.type] ?? traveller.type,
      traveller.passport,
      traveller.eTicket ?? t.notIssued,
    ]),
  );

  writer.section(t.fare);
  writer.fields([
    [t.tripType, t.tripTypes[booking.tripType] ?? booking.tripType],
    [t.cabin, t.cabins[booking.cabin] ?? String(booking.cabin)],
    [t.fareBrand, booking.fareBrand],
    [t.refundable, booking.refundable ? t.yes : t.no],
    [t.baggage, t.baggageValue(booking.baggage.checkedKg, booking.baggage.cabinKg)],
  ]);

  writer.section(t.contact);
  writer.fields([
    [t.email, booking.contact.email],
    [t.phone, booking.contact.phone],
  ]);
  writer.paragraph(t.ticketNote, { size: 8.5 });
  return writer.finish(t.footer(booking.branding.name), booking.cancelled ? t.cancelledStamp : null);
}
