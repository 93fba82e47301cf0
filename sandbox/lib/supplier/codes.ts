import { randomInt } from 'node:crypto';

/**
 * The codes an airline or a hotel issues when a booking is ticketed, in the formats their desks
 * read: a record locator (PNR) of 6 characters from A–Z and 2–9 (no 0 and 1, which read as O and
 * I), a 13-digit e-ticket number (the validating airline's 3-digit ticketing prefix and a 10-digit
 * serial), and a 9-digit hotel confirmation number. Random, never derived from the booking; the
 * ledger (db/tables/supplier-references.ts) makes each unique.
 */

export const RECORD_LOCATOR_PATTERN = /^[A-Z2-9]{6}$/;
export const E_TICKET_PATTERN = /^\d{13}$/;
export const HOTEL_CONFIRMATION_PATTERN = /^\d{9}$/;

const LOCATOR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';

/** A source of integers in [0, max): crypto's by default, a fixed one in tests. */
export type RandomInt = (max: number) => number;
const secureRandom: RandomInt = (max) => randomInt(max);

/**
 * The IATA ticketing (accounting) prefixes of the airlines the offer generator flies
 * (lib/flight-offers/carriers.ts): the first three digits of every ticket they validate.
 */
export const TICKET_PREFIXES: Readonly<Record<string, string>> = Object.freeze({
  EK: '176',
  QR: '157',
  EY: '607',
  SV: '065',
  GF: '072',
  WY: '910',
  KU: '229',
  MS: '077',
  RJ: '512',
  ME: '076',
  TK: '235',
  LH: '220',
  BA: '125',
  AF: '057',
  KL: '074',
  LX: '724',
  OS: '257',
  IB: '075',
  AY: '105',
  AI: '098',
  '6E': '312',
  PK: '214',
  UL: '603',
  SQ: '618',
  CX: '160',
  TG: '217',
  MH: '232',
  CA: '999',
  NH: '205',
  KE: '180',
  QF: '081',
  AA: '001',
  UA: '016',
  DL: '006',
  AC: '014',
  AM: '139',
  LA: '045',
  ET: '071',
  KQ: '706',
  SA: '083',
  AT: '147',
  FZ: '141',
  G9: '514',
  XY: '593',
  J9: '486',
});

export function recordLocator(random: RandomInt = secureRandom): string {
  return Array.from({ length: 6 }, () => LOCATOR_ALPHABET[random(LOCATOR_ALPHABET.length)]).join('');
}

function digits(count: number, random: RandomInt): string {
  return Array.from({ length: count }, () => String(random(10))).join('');
}

/** `176` + 10 digits for an Emirates ticket; an airline without a known prefix is a programming error. */
export function eTicketNumber(validatingAirlineCode: string, random: RandomInt = secureRandom): string {
  const prefix = TICKET_PREFIXES[validatingAirlineCode];
  if (!prefix) throw new Error(`No ticketing prefix for airline ${validatingAirlineCode}`);
  return prefix + digits(10, random);
}

/** 9 digits, never starting with 0 (hotel systems drop leading zeros when they print it). */
export function hotelConfirmationNumber(random: RandomInt = secureRandom): string {
  return String(1 + random(9)) + digits(8, random);
}
