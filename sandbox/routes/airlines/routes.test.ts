import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAirlineList, type AirlineRecord } from '../../lib/airlines/catalog';
import { readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { Airline } from './schemas';

const anAirline = (overrides: Partial<AirlineRecord> = {}): AirlineRecord => ({
  name: 'Emirates',
  iata: 'EK',
  active: 'Y',
  ...overrides,
});

describe('buildAirlineList', () => {
  it('keeps active airlines with a two-character IATA designator', () => {
    const list = buildAirlineList([
      anAirline(),
      anAirline({ name: 'Gone Air', iata: 'GA', active: 'N' }),
      anAirline({ name: 'Unknown', iata: '-' }),
      anAirline({ name: 'Three Letters', iata: 'ABC' }),
      anAirline({ name: 'lower', iata: 'ek' }),
      anAirline({ name: 'Numeric Jet', iata: '9W' }),
      anAirline({ name: '88', iata: '47' }),
    ]);
    expect(list).toEqual([
      { airlineCode: 'EK', name: 'Emirates' },
      { airlineCode: '9W', name: 'Numeric Jet' },
    ]);
  });

  it('keeps one airline per code, preferring the passenger carrier', () => {
    const list = buildAirlineList([
      anAirline({ name: 'Lufthansa Cargo', iata: 'LH' }),
      anAirline({ name: 'Lufthansa', iata: 'LH' }),
      anAirline({ name: 'Lufthansa Express', iata: 'LH' }),
    ]);
    expect(list).toEqual([{ airlineCode: 'LH', name: 'Lufthansa' }]);
  });

  it('sorts by name', () => {
    const names = buildAirlineList([
      anAirline({ name: 'Qatar Airways', iata: 'QR' }),
      anAirline({ name: 'Air Arabia', iata: 'G9' }),
      anAirline({ name: 'flydubai', iata: 'FZ' }),
    ]).map((airline) => airline.name);
    expect(names).toEqual(['Air Arabia', 'flydubai', 'Qatar Airways']);
  });
});

describe('GET /flight/airline/list', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('lists real airlines, unique by code, with their English names', async () => {
    const response = await sandbox.call('/flight/airline/list');
    expect(response.status).toBe(200);
    const airlines = (await readEnvelope<Airline[]>(response)).data;

    expect(airlines.length).toBeGreaterThan(500);
    expect(new Set(airlines.map((airline) => airline.airlineCode)).size).toBe(airlines.length);
    expect(airlines).toContainEqual({ airlineCode: 'EK', name: 'Emirates', englishName: 'Emirates' });
    expect(airlines).toContainEqual({ airlineCode: 'LH', name: 'Lufthansa', englishName: 'Lufthansa' });
  });

  it("opens on the club's own airlines and the common carriers, then the rest A→Z", async () => {
    const skyline = (await readEnvelope<Airline[]>(await sandbox.call('/flight/airline/list'))).data;
    expect(skyline.slice(0, 4).map((airline) => airline.airlineCode)).toEqual(['EK', 'EY', 'FZ', 'G9']);
    expect(skyline.slice(0, 20).map((airline) => airline.airlineCode)).toEqual(
      expect.arrayContaining(['QR', 'SV', 'TK', 'BA']),
    );
    const nakhla = (await readEnvelope<Airline[]>(await sandbox.call('/flight/airline/list', { club: 102 })))
      .data;
    expect(nakhla[0]?.airlineCode).toBe('SV');
    const rest = skyline.slice(50).map((airline) => airline.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names the airlines in Arabic for an Arabic request, keeping the English name beside', async () => {
    const response = await sandbox.call('/flight/airline/list', { headers: { language: 'ar' } });
    const airlines = (await readEnvelope<Airline[]>(response)).data;
    expect(airlines).toContainEqual({ airlineCode: 'EK', name: 'طيران الإمارات', englishName: 'Emirates' });
    expect(airlines.filter((airline) => /[\u0600-\u06FF]/.test(airline.name))).toHaveLength(45);
  });
});
