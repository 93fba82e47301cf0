import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../flight-offers/carriers';
import {
  E_TICKET_PATTERN,
  HOTEL_CONFIRMATION_PATTERN,
  RECORD_LOCATOR_PATTERN,
  TICKET_PREFIXES,
  eTicketNumber,
  hotelConfirmationNumber,
  recordLocator,
} from './codes';

/** Supplier codes' formats (issue 33): what airline and hotel desks read. */

describe('supplier codes', () => {
  it('draws record locators of 6 characters from A–Z and 2–9, never 0 or 1', () => {
    const locators = Array.from({ length: 2000 }, () => recordLocator());
    for (const locator of locators) expect(locator).toMatch(RECORD_LOCATOR_PATTERN);
    const characters = new Set(locators.join(''));
    expect(characters.has('0') || characters.has('1')).toBe(false);
    // 34^6 ≈ 1.5 billion codes: 2000 draws repeating one would mean the draw is broken.
    expect(new Set(locators).size).toBe(locators.length);
  });

  it('numbers an e-ticket with the validating airline’s 3-digit prefix and 10 digits', () => {
    expect(eTicketNumber('EK')).toMatch(/^176\d{10}$/);
    expect(eTicketNumber('QR')).toMatch(/^157\d{10}$/);
    expect(eTicketNumber('SV', () => 7)).toBe('0657777777777');
    expect(eTicketNumber('6E')).toMatch(E_TICKET_PATTERN);
  });

  it('knows the ticketing prefix of every airline the offers can be validated by', () => {
    for (const { airline } of CARRIERS)
      expect(TICKET_PREFIXES[airline.code], airline.code).toMatch(/^\d{3}$/);
    expect(() => eTicketNumber('ZZ')).toThrow(/ZZ/);
  });

  it('draws 9-digit hotel confirmation numbers that do not start with 0', () => {
    expect(hotelConfirmationNumber(() => 0)).toBe('100000000');
    for (let i = 0; i < 500; i++) expect(hotelConfirmationNumber()).toMatch(HOTEL_CONFIRMATION_PATTERN);
  });
});
