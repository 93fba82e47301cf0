import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { aSilentLogger } from '../../test-support/sandbox';
import { REPORT_EVERY_MS, callerOf, misconfigurationCounter } from './misconfiguration';

function aManualSchedule() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    schedule: (run: () => void, ms: number) => void pending.push({ run, ms }),
    /** Runs what was due at the end of the minute. */
    tick() {
      const due = pending.splice(0);
      for (const { run, ms } of due) {
        expect(ms).toBe(REPORT_EVERY_MS);
        run();
      }
    },
    pending: () => pending.length,
  };
}

describe('misconfigurationCounter', () => {
  it('says so at once, then once a minute with the count per source, then goes quiet', () => {
    const logger = aSilentLogger();
    const clock = aManualSchedule();
    const record = misconfigurationCounter(logger, 'Wrong apikey', 'Fix the key.', clock.schedule);

    record('skyline.example');
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/Wrong apikey \(from skyline\.example\)/);

    for (let i = 0; i < 500; i += 1) record(i % 5 === 0 ? 'nakhla.example' : 'skyline.example');
    expect(logger.warn).toHaveBeenCalledOnce(); // not per request

    clock.tick();
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[1]?.[1]).toEqual({
      misconfiguration: 'Wrong apikey',
      count: 500,
      bySource: { 'skyline.example': 400, 'nakhla.example': 100 },
    });

    clock.tick(); // a quiet minute: nothing to say, and no timer left behind
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(clock.pending()).toBe(0);

    record('skyline.example'); // it starts again: said at once
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it('counts at most 100 distinct sources and sums the rest, so a flood of hosts stays small', () => {
    const logger = aSilentLogger();
    const clock = aManualSchedule();
    const record = misconfigurationCounter(logger, 'Unknown hosts', 'Hint.', clock.schedule);
    record('first.example');
    for (let i = 0; i < 10_000; i += 1) record(`made-up-${i}.example`);
    clock.tick();
    const summary = logger.warn.mock.calls[1]?.[1] as { count: number; bySource: Record<string, number> };
    expect(summary.count).toBe(10_000);
    expect(Object.keys(summary.bySource)).toHaveLength(101);
    expect(summary.bySource['(others)']).toBe(9_900);
  });
});

describe('callerOf', () => {
  const app = new Hono().get('/x', (c) => c.text(callerOf(c)));
  const ask = async (url: string, headers: Record<string, string> = {}) =>
    (await app.request(url, { headers })).text();

  it('names the host asked about, the origin or the club, never raw text', async () => {
    expect(await ask('/x?domain=Skyline.Example:3000')).toBe('skyline.example:3000');
    expect(await ask('/x', { Origin: 'https://agent.skyline.example' })).toBe('agent.skyline.example');
    expect(await ask('/x', { 'Whitelabel-Id': '101' })).toBe('club 101');
    expect(await ask('/x?domain=%3Cscript%3E', { 'Whitelabel-Id': 'abc' })).toBe('unknown');
  });
});
