import type { AirlineRef, Cabin, Region } from './types';

export type FleetKind = 'widebody' | 'airbus' | 'boeing' | 'mixed' | 'lcc-airbus' | 'lcc-boeing';

/** A real airline as the generator models it: where it is based and how far its network reaches. */
export interface Carrier {
  airline: AirlineRef;
  hubs: readonly string[];
  /** Countries of its domestic network. */
  home: readonly string[];
  regions: ReadonlySet<Region>;
  lowCost: boolean;
  /** Longest sector it flies. */
  rangeKm: number;
  /** Multiplies its fares (premium carriers above 1, low-cost ones well below). */
  priceFactor: number;
  cabins: readonly Cabin[];
  fleet: FleetKind;
}

const ALL_REGIONS = 'ME EU NAF AF SAS AS CAS NA SAM OC';

/** code, name (as in the airline catalog), hubs, home countries, regions, range, factor, cabins, fleet. */
type Row = [string, string, string, string, string, number, number, string, FleetKind];

const ROWS: Row[] = [
  ['EK', 'Emirates', 'DXB', 'AE', ALL_REGIONS, 14500, 1.12, '1234', 'widebody'],
  ['QR', 'Qatar Airways', 'DOH', 'QA', ALL_REGIONS, 14500, 1.1, '134', 'mixed'],
  ['EY', 'Etihad Airways', 'AUH', 'AE', 'ME EU NAF AF SAS AS CAS NA OC', 14000, 1.05, '134', 'boeing'],
  ['SV', 'Saudi Arabian Airlines', 'JED RUH', 'SA', 'ME EU NAF AF SAS AS NA', 12000, 0.95, '134', 'mixed'],
  ['GF', 'Gulf Air Bahrain', 'BAH', 'BH', 'ME EU NAF SAS AS', 8000, 0.9, '13', 'mixed'],
  ['WY', 'Oman Air', 'MCT', 'OM', 'ME EU NAF AF SAS AS', 8000, 0.92, '13', 'boeing'],
  ['KU', 'Kuwait Airways', 'KWI', 'KW', 'ME EU NAF SAS AS NA', 11000, 0.9, '13', 'airbus'],
  ['MS', 'Egyptair', 'CAI', 'EG', 'ME EU NAF AF SAS AS NA', 10000, 0.85, '13', 'mixed'],
  ['RJ', 'Royal Jordanian', 'AMM', 'JO', 'ME EU NAF SAS NA', 10000, 0.9, '13', 'airbus'],
  ['ME', 'Middle East Airlines', 'BEY', 'LB', 'ME EU NAF AF', 5000, 0.95, '13', 'airbus'],
  ['TK', 'Turkish Airlines', 'IST', 'TR', ALL_REGIONS, 13000, 0.98, '13', 'mixed'],
  ['LH', 'Lufthansa', 'FRA MUC', 'DE', 'EU ME NAF AF SAS AS CAS NA SAM', 13000, 1.15, '1234', 'airbus'],
  ['BA', 'British Airways', 'LHR', 'GB', ALL_REGIONS, 14000, 1.2, '1234', 'mixed'],
  ['AF', 'Air France', 'CDG', 'FR', ALL_REGIONS, 13000, 1.15, '1234', 'mixed'],
  ['KL', 'KLM Royal Dutch Airlines', 'AMS', 'NL', ALL_REGIONS, 13000, 1.1, '123', 'boeing'],
  [
    'LX',
    'Swiss International Air Lines',
    'ZRH',
    'CH',
    'EU ME NAF AF SAS AS NA SAM',
    12000,
    1.2,
    '1234',
    'airbus',
  ],
  ['OS', 'Austrian Airlines', 'VIE', 'AT', 'EU ME NAF SAS AS NA CAS', 9500, 1.05, '123', 'mixed'],
  ['IB', 'Iberia Airlines', 'MAD', 'ES', 'EU NAF NA SAM ME', 12000, 1.0, '123', 'airbus'],
  ['AY', 'Finnair', 'HEL', 'FI', 'EU AS NA ME', 11000, 1.0, '123', 'airbus'],
  ['AI', 'Air India Limited', 'DEL BOM', 'IN', 'SAS ME EU AS NA OC', 14000, 0.9, '1234', 'mixed'],
  ['6E', 'IndiGo Airlines', 'DEL BOM BLR', 'IN', 'SAS ME AS CAS', 5000, 0.6, '1', 'lcc-airbus'],
  ['PK', 'Pakistan International Airlines', 'KHI LHE ISB', 'PK', 'ME SAS EU AS', 7500, 0.75, '13', 'mixed'],
  ['UL', 'SriLankan Airlines', 'CMB', 'LK', 'SAS ME AS EU', 9000, 0.85, '13', 'airbus'],
  ['SQ', 'Singapore Airlines', 'SIN', 'SG', 'AS OC SAS EU NA ME', 15500, 1.2, '1234', 'mixed'],
  ['CX', 'Cathay Pacific', 'HKG', 'HK', 'AS OC SAS EU NA ME', 14000, 1.15, '1234', 'mixed'],
  ['TG', 'Thai Airways International', 'BKK', 'TH', 'AS OC SAS EU ME', 11000, 0.95, '13', 'mixed'],
  ['MH', 'Malaysia Airlines', 'KUL', 'MY', 'AS OC SAS ME EU', 11000, 0.9, '13', 'airbus'],
  ['CA', 'Air China', 'PEK', 'CN', 'AS EU NA OC ME', 12000, 0.95, '134', 'mixed'],
  ['NH', 'All Nippon Airways', 'HND', 'JP', 'AS EU NA OC', 14000, 1.15, '1234', 'boeing'],
  ['KE', 'Korean Air', 'ICN', 'KR', 'AS EU NA OC ME', 13000, 1.05, '134', 'boeing'],
  ['QF', 'Qantas', 'SYD MEL', 'AU', 'OC AS NA EU SAS', 15000, 1.15, '1234', 'mixed'],
  ['AA', 'American Airlines', 'DFW MIA', 'US', 'NA SAM EU AS', 13000, 1.1, '123', 'boeing'],
  ['UA', 'United Airlines', 'EWR ORD SFO', 'US', 'NA SAM EU AS OC ME SAS', 14000, 1.1, '123', 'boeing'],
  ['DL', 'Delta Air Lines', 'ATL JFK', 'US', 'NA SAM EU AS AF ME', 14000, 1.08, '123', 'mixed'],
  ['AC', 'Air Canada', 'YYZ YVR', 'CA', 'NA SAM EU AS ME', 13000, 1.05, '123', 'mixed'],
  ['AM', 'AeroMéxico', 'MEX', 'MX', 'NA SAM EU AS', 11000, 0.9, '13', 'boeing'],
  ['LA', 'LATAM Airlines', 'GRU SCL', 'BR CL', 'SAM NA EU', 11000, 0.95, '123', 'mixed'],
  ['ET', 'Ethiopian Airlines', 'ADD', 'ET', 'AF ME NAF EU SAS AS NA', 13000, 0.85, '13', 'mixed'],
  ['KQ', 'Kenya Airways', 'NBO', 'KE', 'AF ME EU SAS AS', 9000, 0.9, '13', 'boeing'],
  ['SA', 'South African Airways', 'JNB', 'ZA', 'AF EU SAM', 9500, 0.95, '13', 'airbus'],
  ['AT', 'Royal Air Maroc', 'CMN', 'MA', 'NAF AF EU ME NA', 9000, 0.85, '13', 'boeing'],
  ['FZ', 'Fly Dubai', 'DXB', 'AE', 'ME NAF SAS CAS EU AF', 4500, 0.7, '13', 'lcc-boeing'],
  ['G9', 'Air Arabia', 'SHJ', 'AE', 'ME NAF SAS CAS EU AF', 4500, 0.6, '1', 'lcc-airbus'],
  ['XY', 'Nas Air', 'RUH JED DMM', 'SA', 'ME NAF SAS CAS EU', 4500, 0.62, '1', 'lcc-airbus'],
  ['J9', 'Jazeera Airways', 'KWI', 'KW', 'ME NAF SAS CAS EU', 4500, 0.65, '1', 'lcc-airbus'],
];

export const CARRIERS: readonly Carrier[] = ROWS.map(
  ([code, name, hubs, home, regions, rangeKm, priceFactor, cabins, fleet]) => ({
    airline: { code, name },
    hubs: hubs.split(' '),
    home: home.split(' '),
    regions: new Set(regions.split(' ') as Region[]),
    lowCost: fleet.startsWith('lcc'),
    rangeKm,
    priceFactor,
    cabins: [...cabins].map(Number) as Cabin[],
    fleet,
  }),
);

const byCode = new Map(CARRIERS.map((carrier) => [carrier.airline.code, carrier]));

export function findCarrier(code: string): Carrier | undefined {
  return byCode.get(code);
}

/** Every airport some carrier uses as a hub, with the carriers based there. */
export const HUBS: ReadonlyMap<string, readonly Carrier[]> = CARRIERS.reduce((hubs, carrier) => {
  for (const hub of carrier.hubs) hubs.set(hub, [...(hubs.get(hub) ?? []), carrier]);
  return hubs;
}, new Map<string, Carrier[]>());

const FLEETS: Record<FleetKind, [string[], string[], string[]]> = {
  widebody: [
    ['Boeing 777-300ER'],
    ['Boeing 777-300ER', 'Airbus A380-800'],
    ['Airbus A380-800', 'Boeing 777-300ER'],
  ],
  airbus: [
    ['Airbus A320neo', 'Airbus A321neo', 'Airbus A320'],
    ['Airbus A330-300', 'Airbus A321LR', 'Airbus A350-900'],
    ['Airbus A350-900', 'Airbus A350-1000', 'Airbus A330-900'],
  ],
  boeing: [
    ['Boeing 737-800', 'Boeing 737 MAX 8'],
    ['Boeing 787-8', 'Boeing 787-9', 'Boeing 767-300ER'],
    ['Boeing 777-300ER', 'Boeing 787-9', 'Boeing 787-10'],
  ],
  mixed: [
    ['Airbus A320neo', 'Boeing 737-800', 'Airbus A321neo'],
    ['Boeing 787-9', 'Airbus A330-300', 'Boeing 787-8'],
    ['Boeing 777-300ER', 'Airbus A350-900', 'Boeing 787-10'],
  ],
  'lcc-airbus': [['Airbus A320neo', 'Airbus A321neo'], ['Airbus A321neo'], ['Airbus A321neo']],
  'lcc-boeing': [['Boeing 737 MAX 8', 'Boeing 737-800'], ['Boeing 737 MAX 9'], ['Boeing 737 MAX 9']],
};

/** Aircraft types a carrier plausibly uses on a sector: narrow-bodies short, wide-bodies long. */
export function aircraftChoices(carrier: Carrier, distanceKm: number): string[] {
  const [short, medium, long] = FLEETS[carrier.fleet];
  return distanceKm < 2500 ? short : distanceKm < 6500 ? medium : long;
}
