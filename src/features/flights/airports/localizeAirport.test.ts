import { describe, expect, it } from 'vitest';
import type { AirportRecord } from './airportTypes';
import { localizeAirport, localizedPlace } from './localizeAirport';

const dubai: AirportRecord = {
  code: 'DXB',
  name: 'Dubai International Airport',
  city: 'Dubai',
  countryCode: 'AE',
  country: 'United Arab Emirates',
  lat: 25.2528,
  lon: 55.3644,
  size: 'L',
};
const jeddah: AirportRecord = {
  ...dubai,
  code: 'JED',
  name: 'King Abdulaziz International Airport',
  city: 'Jeddah',
  countryCode: 'SA',
  country: 'Saudi Arabia',
};

describe('localizeAirport', () => {
  it('serves the English list without coordinates or Arabic', () => {
    expect(localizeAirport(dubai, 'en', { city: 'دبي' })).toEqual({
      code: 'DXB',
      name: 'Dubai International Airport',
      city: 'Dubai',
      country: 'United Arab Emirates',
      size: 'L',
    });
  });

  it('serves Arabic names where known, with the English ones to match Latin typing', () => {
    expect(localizeAirport(dubai, 'ar', { city: 'دبي', name: 'مطار دبي الدولي' })).toEqual({
      code: 'DXB',
      name: 'مطار دبي الدولي',
      city: 'دبي',
      country: 'الإمارات العربية المتحدة',
      size: 'L',
      alt: ['Dubai', 'Dubai International Airport', 'United Arab Emirates'],
    });
  });

  it('falls back to the English city and airport name, keeping only the country in alt', () => {
    expect(localizeAirport(jeddah, 'ar', undefined)).toEqual({
      code: 'JED',
      name: 'King Abdulaziz International Airport',
      city: 'Jeddah',
      country: 'السعودية',
      size: 'L',
      alt: ['', '', 'Saudi Arabia'],
    });
  });

  it('names the places of a search in the page language', () => {
    expect(localizedPlace(dubai, 'ar', { city: 'دبي' })).toEqual({
      city: 'دبي',
      name: 'Dubai International Airport',
    });
    expect(localizedPlace(dubai, 'en', { city: 'دبي' })).toEqual({
      city: 'Dubai',
      name: 'Dubai International Airport',
    });
  });
});
