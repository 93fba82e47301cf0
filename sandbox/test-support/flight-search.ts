import { expect } from 'vitest';
import type { FakeClock } from './auth';
import { readEnvelope, type CallOptions, type TestSandbox } from './sandbox';
import type { Offer } from '../lib/flight-offers';
import type { StartRoutingBody } from '../routes/flights/schemas';

/** Test builders and a polling client for the flight routes' HTTP tests. */

/** Fixed "now" of the route tests: a Saturday morning in Vienna. */
export const TEST_NOW = Date.parse('2026-11-21T10:00:00Z');

/**
 * A round trip 30 and 37 days after `now`, for a test on the machine's clock (a sandbox without a
 * fixed `now`): the builder's fixed dates pass, and a search of a past day is refused.
 */
export function aRoundTripAfter(now: number): StartRoutingBody['legs'] {
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    { origin: 'DXB', destination: 'LHR', date: day(30) },
    { origin: 'LHR', destination: 'DXB', date: day(37) },
  ];
}

export function aStartRoutingBody(overrides: Partial<StartRoutingBody> = {}): StartRoutingBody {
  return {
    tripType: 'Roundtrip',
    legs: [
      { origin: 'DXB', destination: 'LHR', date: '2026-12-01' },
      { origin: 'LHR', destination: 'DXB', date: '2026-12-08' },
    ],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 1,
    airline: null,
    ...overrides,
  };
}

export interface StartedSearch {
  routingId: string;
  currency: string;
  expiresAt: string;
}

export interface CheckRoutingData {
  routingId: string;
  complete: boolean;
  progress: number;
  total: number;
  offers: Offer[];
  nextOffset: number;
  currency: string;
}

export async function startSearch(
  sandbox: TestSandbox,
  body: unknown = aStartRoutingBody(),
  options: CallOptions = {},
): Promise<StartedSearch> {
  const response = await sandbox.call('/flight/start-routing', { ...options, body });
  const envelope = await readEnvelope<StartedSearch>(response);
  expect(response.status, envelope.message).toBe(201);
  return envelope.data;
}

export async function checkRouting(
  sandbox: TestSandbox,
  routingId: string,
  offset: number,
  options: CallOptions = {},
) {
  return sandbox.call('/flight/check-routing', { ...options, body: { routingId, offset } });
}

/** Polls like the site does (every 400 ms of the fake clock) until complete; every answer is kept. */
export async function pollUntilComplete(sandbox: TestSandbox, clock: FakeClock, routingId: string) {
  const answers: CheckRoutingData[] = [];
  let offset = 0;
  for (let polls = 0; polls < 20; polls++) {
    const response = await checkRouting(sandbox, routingId, offset);
    expect(response.status).toBe(200);
    const data = (await readEnvelope<CheckRoutingData>(response)).data;
    answers.push(data);
    offset = data.nextOffset;
    if (data.complete) return answers;
    clock.advance(400);
  }
  throw new Error('The search never completed');
}
