import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAKHLA_ID,
  SKYLINE_ID,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { BlacklistedAirport } from './schemas';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

async function blacklistOf(club: number): Promise<BlacklistedAirport[]> {
  const response = await sandbox.call('/flight/blacklist', { club });
  expect(response.status).toBe(200);
  return (await readEnvelope<BlacklistedAirport[]>(response)).data;
}

describe('GET /flight/blacklist', () => {
  it("lists only the calling club's airports, by code, each with a reason", async () => {
    const skyline = await blacklistOf(SKYLINE_ID);
    const nakhla = await blacklistOf(NAKHLA_ID);

    expect(skyline.map((entry) => entry.airportCode)).toEqual(['KHT', 'TLV']);
    expect(nakhla.map((entry) => entry.airportCode)).toEqual(['KBL', 'TLV']);
    for (const entry of [...skyline, ...nakhla]) expect(entry.reason.length).toBeGreaterThan(10);
  });
});
