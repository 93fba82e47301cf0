import { describe, expect, it } from 'vitest';
import { airportDirectory } from './airports';
import { blockMinutes, distanceKm } from './geo';

const airport = (code: string) => {
  const found = airportDirectory.find(code);
  if (!found) throw new Error(`unknown airport ${code}`);
  return found;
};

describe('distanceKm', () => {
  it.each([
    ['DXB', 'LHR', 5470],
    ['JED', 'CAI', 1220],
    ['JFK', 'LHR', 5540],
    ['SYD', 'LAX', 12050],
  ])('measures %s–%s as the great circle (~%i km)', (a, b, km) => {
    expect(distanceKm(airport(a), airport(b))).toBeGreaterThan(km * 0.98);
    expect(distanceKm(airport(a), airport(b))).toBeLessThan(km * 1.02);
    expect(distanceKm(airport(b), airport(a))).toBeCloseTo(distanceKm(airport(a), airport(b)), 6);
  });
});

describe('blockMinutes', () => {
  it('adds taxi time to cruise and flies west slower than east', () => {
    const westbound = blockMinutes(airport('DXB'), airport('LHR'));
    const eastbound = blockMinutes(airport('LHR'), airport('DXB'));
    expect(westbound).toBeGreaterThan(eastbound);
    expect(westbound % 5).toBe(0);
    expect([westbound, eastbound].every((minutes) => minutes > 6.5 * 60 && minutes < 8 * 60)).toBe(true);
    expect(blockMinutes(airport('JED'), airport('RUH'))).toBeLessThan(120);
  });
});

describe('UTC offsets (standard time, DST ignored)', () => {
  it.each([
    ['DXB', 240],
    ['RUH', 180],
    ['LHR', 0],
    ['CDG', 60],
    ['CAI', 120],
    ['IST', 180],
    ['BOM', 330],
    ['KTM', 345],
    ['KHI', 300],
    ['SIN', 480],
    ['JFK', -300],
    ['ATL', -300],
    ['ORD', -360],
    ['DEN', -420],
    ['LAX', -480],
    ['HNL', -600],
    ['SYD', 600],
    ['PER', 480],
    ['GRU', -180],
    ['LPA', 0],
  ])('%s is UTC%+i min', (code, offset) => {
    expect(airport(code).utcOffset).toBe(offset);
  });
});
