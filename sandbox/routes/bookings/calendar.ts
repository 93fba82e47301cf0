import { TZDate } from '@date-fns/tz';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { BOOKING_STATUS } from '../../db/schema';
import { offerInLanguage } from '../../lib/airlines/arabic-names';
import type { BookingRow } from '../../lib/booking-access';
import { findAirport } from '../../lib/flight-offers/airports';
import type { Offer } from '../../lib/flight-offers/types';
import type { Stay } from '../hotels/schemas';

/**
 * A booking as calendar entries (an iCalendar file, RFC 5545, written by the `ics` library): one
 * event per flight segment, from its departure to its arrival, each at the instant the airports'
 * local times name (the offers' times are local to their airport); one event for a hotel stay, from
 * the check-in time on the first day to the check-out time on the last, in the hotel's time zone.
 * Times are written in UTC (`ics` writes no VTIMEZONE), so every calendar shows them right in the
 * reader's own zone; the local times are repeated in the description. The UIDs are stable, so
 * importing the file again updates the entries; a cancelled booking's entries are CANCELLED.
 */

export type CalendarLanguage = 'en' | 'ar';

const LABELS = {
  en: {
    flight: (number: string, from: string, to: string) => `Flight ${number} ${from} → ${to}`,
    stay: (hotel: string) => `Stay at ${hotel}`,
    reference: 'Booking reference',
    locator: (airline: string) => `Record locator (${airline})`,
    departs: 'Departs',
    arrives: 'Arrives',
    localTime: 'local time',
    checkIn: 'Check-in from',
    checkOut: 'Check-out until',
    confirmation: (room: string) => `Confirmation number (${room})`,
    cancelled: 'CANCELLED',
  },
  ar: {
    flight: (number: string, from: string, to: string) => `رحلة ${number} ${from} ← ${to}`,
    stay: (hotel: string) => `الإقامة في ${hotel}`,
    reference: 'رقم الحجز',
    locator: (airline: string) => `رمز الحجز لدى ${airline}`,
    departs: 'الإقلاع',
    arrives: 'الوصول',
    localTime: 'بالتوقيت المحلي',
    checkIn: 'تسجيل الدخول من الساعة',
    checkOut: 'تسجيل المغادرة حتى الساعة',
    confirmation: (room: string) => `رقم التأكيد (${room})`,
    cancelled: 'ملغى',
  },
} as const;

/** Left-to-right isolate: codes and times inside Arabic text keep their order. */
const ltr = (value: string) => `\u2066${value}\u2069`;

/** An instant as the `ics` library's UTC date array. */
function utcArray(instant: Date): DateArray {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/** `2026-12-01T08:30` at an airport `offsetMinutes` east of UTC → the instant. */
export function airportInstant(local: string, offsetMinutes: number): Date {
  return new Date(Date.parse(`${local.slice(0, 16)}:00Z`) - offsetMinutes * 60_000);
}

/** `2026-12-10` and `14:00` in `timeZone` → the instant. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}

function offsetOf(airport: string): number {
  const found = findAirport(airport);
  if (!found) throw new Error(`Unknown airport ${airport} in a booked itinerary`);
  return found.utcOffset;
}

function flightEvents(booking: BookingRow, language: CalendarLanguage, uidHost: string): EventAttributes[] {
  const t = LABELS[language];
  const offer = offerInLanguage(booking.fare!.offer as unknown as Offer, language);
  const locators = new Map(
    (booking.supplierReferences?.recordLocators ?? []).map((entry) => [entry.airlineCode, entry.locator]),
  );
  const segments = offer.legs.flatMap((leg) => leg.segments);
  return segments.map((segment, index) => {
    const locator = locators.get(segment.airline.code);
    const from = findAirport(segment.origin);
    const to = findAirport(segment.destination);
    const description = [
      `${t.reference}: ${ltr(booking.reference)}`,
      ...(locator ? [`${t.locator(segment.airline.name)}: ${ltr(locator)}`] : []),
      `${t.departs}: ${ltr(`${segment.origin} ${segment.departure.replace('T', ' ')}`)} ${t.localTime}`,
      `${t.arrives}: ${ltr(`${segment.destination} ${segment.arrival.replace('T', ' ')}`)} ${t.localTime}`,
    ].join('\n');
    return {
      uid: `${booking.id}-segment-${index}@${uidHost}`,
      title: t.flight(ltr(segment.flightNumber), segment.origin, segment.destination),
      description,
      location: from ? `${from.name} (${segment.origin})` : segment.origin,
      start: utcArray(airportInstant(segment.departure, offsetOf(segment.origin))),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: utcArray(airportInstant(segment.arrival, to ? to.utcOffset : offsetOf(segment.destination))),
      endInputType: 'utc',
      endOutputType: 'utc',
      ...(from && { geo: { lat: from.lat, lon: from.lon } }),
    } satisfies EventAttributes;
  });
}

function stayEvent(booking: BookingRow, language: CalendarLanguage, uidHost: string): EventAttributes {
  const t = LABELS[language];
  const stay = (language === 'ar' ? booking.stay!.ar : booking.stay!.en) as unknown as Stay;
  const confirmations = (booking.supplierReferences?.hotelConfirmations ?? []).map(
    ({ roomIndex, number }) => `${t.confirmation(stay.rooms[roomIndex]?.roomName ?? '')}: ${ltr(number)}`,
  );
  const description = [
    `${t.reference}: ${ltr(booking.reference)}`,
    ...confirmations,
    `${t.checkIn}: ${ltr(`${stay.checkIn} ${stay.checkInFrom}`)}`,
    `${t.checkOut}: ${ltr(`${stay.checkOut} ${stay.checkOutUntil}`)}`,
  ].join('\n');
  return {
    uid: `${booking.id}-stay@${uidHost}`,
    title: t.stay(stay.name),
    description,
    location: [stay.name, stay.address, stay.cityName, stay.countryName].filter(Boolean).join(', '),
    start: utcArray(zonedInstant(stay.checkIn, stay.checkInFrom, stay.timeZone)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(zonedInstant(stay.checkOut, stay.checkOutUntil, stay.timeZone)),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

const CANCELLED: number[] = [BOOKING_STATUS.Cancelled, BOOKING_STATUS.CancelRequested];

/**
 * The booking's `.ics` file. `uidHost` names who made the entries (the club's host): UIDs are
 * `<booking id>-segment-<n>@<host>` and `<booking id>-stay@<host>`.
 */
export function bookingCalendar(booking: BookingRow, language: CalendarLanguage, uidHost: string): string {
  const cancelled = CANCELLED.includes(booking.status);
  const events = (
    booking.stay ? [stayEvent(booking, language, uidHost)] : flightEvents(booking, language, uidHost)
  ).map((event): EventAttributes => ({
    ...event,
    title: cancelled ? `${LABELS[language].cancelled}: ${event.title}` : event.title,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    // A changed booking (cancelled) updates the entries a calendar already has.
    sequence: cancelled ? 1 : 0,
    productId: 'club-api/booking',
    calName: booking.reference,
  }));
  const { error, value } = createEvents(events, { productId: 'club-api/booking', method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('No calendar written');
  return value;
}

/** `booking-K7QM2X.ics`. */
export function calendarFileName(reference: string): string {
  return `booking-${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}
