import type { Offer, OfferLeg } from '@/features/flights/api/types';

export interface OfferOptions {
  id?: string;
  price?: number;
  stops?: number;
  refundable?: boolean;
  airline?: string;
  /** Local departure time of the first leg, HH:mm. */
  departs?: string;
  durationMinutes?: number;
  legs?: number;
  currency?: string;
}

let serial = 0;

function aLeg(
  from: string,
  to: string,
  date: string,
  departs: string,
  minutes: number,
  stops: number,
): OfferLeg {
  const departure = `${date}T${departs}`;
  const arrivalMs = Date.parse(`${departure}:00Z`) + minutes * 60_000;
  const arrival = new Date(arrivalMs).toISOString().slice(0, 16);
  const layovers = Array.from({ length: stops }, (_, i) => ({
    airport: ['DOH', 'IST', 'FRA'][i] ?? 'AUH',
    minutes: 90,
  }));
  return {
    origin: from,
    destination: to,
    departure,
    arrival,
    durationMinutes: minutes,
    stops,
    layovers,
    segments: [
      {
        flightNumber: 'EK 1',
        airline: { code: 'EK', name: 'Emirates' },
        origin: from,
        destination: to,
        departure,
        arrival,
        durationMinutes: minutes,
        aircraft: 'Boeing 777-300ER',
      },
    ],
  };
}

/** A flight offer as check-routing returns it; override only what a test is about. */
export function aFlightOffer(options: OfferOptions = {}): Offer {
  serial += 1;
  const airline = options.airline ?? 'EK';
  const minutes = options.durationMinutes ?? 420;
  const stops = options.stops ?? 0;
  const price = options.price ?? 500;
  const legs = [aLeg('DXB', 'LHR', '2026-07-01', options.departs ?? '08:30', minutes, stops)];
  if ((options.legs ?? 1) > 1) legs.push(aLeg('LHR', 'DXB', '2026-07-08', '10:00', minutes, stops));
  return {
    offerId: options.id ?? `offer-${serial}`,
    totalPrice: price,
    currency: options.currency ?? 'USD',
    priceBreakdown: [{ type: 'ADT', count: 1, perPassenger: price - 50, taxes: 50 }],
    fareBrand: 'Saver',
    refundable: options.refundable ?? false,
    baggage: { checkedKg: 30, cabinKg: 7 },
    validatingAirline: { code: airline, name: airline === 'EK' ? 'Emirates' : `Airline ${airline}` },
    seatsLeft: 9,
    legs,
  };
}
