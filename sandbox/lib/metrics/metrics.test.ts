import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock } from '../../test-support/auth';
import { aFareSource, aPendingBooking } from '../../test-support/bookings';
import { TEST_NOW, pollUntilComplete, startSearch } from '../../test-support/flight-search';
import { TEST_CARDS, aCardToken, pay } from '../../test-support/payments';
import { aSilentLogger, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { createMailTransport } from '../mail';
import { metricsText } from './registry';
import { startMetricsServer } from './server';

const clock = aFakeClock(TEST_NOW);
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

/** The value of one sample line, e.g. `club_api_searches_total{kind="flights",phase="started"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('metrics', () => {
  it('time requests per route template and status, never per raw path', async () => {
    await sandbox.call('/health');
    await sandbox.call('/flight/booking/ABCDEF-1234');
    const text = await metricsText();
    expect(
      sample(text, 'club_api_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/health',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/flight/booking/:bookingId"');
    expect(text).not.toContain('ABCDEF-1234');
    expect(text).toMatch(
      /club_api_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/health"/,
    );
  });

  it('count searches started and completed, bookings, payments and mail by outcome', async () => {
    const before = await metricsText();
    const source = await aFareSource(sandbox, clock); // one search, polled to the end
    const booking = await aPendingBooking(sandbox, source);
    const paymentToken = await aCardToken(sandbox, TEST_CARDS.visa);
    const body = { bookingId: booking.bookingId, method: 2, paymentToken, accessToken: booking.accessToken };
    await pay(sandbox, body, 201);
    const declined = await aPendingBooking(sandbox, source);
    const badCard = await aCardToken(sandbox, TEST_CARDS.declined);
    await pay(
      sandbox,
      { ...body, bookingId: declined.bookingId, paymentToken: badCard, accessToken: declined.accessToken },
      402,
    );
    const again = await startSearch(sandbox);
    await pollUntilComplete(sandbox, clock, again.routingId);

    const after = await metricsText();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('club_api_searches_total', { kind: 'flights', phase: 'started' })).toBe(2);
    expect(delta('club_api_searches_total', { kind: 'flights', phase: 'completed' })).toBe(2);
    expect(delta('club_api_bookings_total', { product: 'flight', outcome: 'created' })).toBe(2);
    expect(delta('club_api_payments_total', { outcome: 'succeeded' })).toBe(1);
    expect(delta('club_api_payments_total', { outcome: 'failed' })).toBe(1);
  });

  it('count mail the SMTP server took and refused', async () => {
    let refuse = false;
    const smtpTransport = () => ({
      send: async () => {
        if (refuse) throw new Error('421 try later');
      },
    });
    const transport = createMailTransport({
      logger: aSilentLogger(),
      nodeEnv: 'test',
      smtpUrl: 'smtp://mail.example.com:587',
      smtpTransport,
    });
    const mail = {
      clubId: 101,
      clubName: 'Skyline',
      to: 'a@mail.test',
      subject: 's',
      text: 't',
      language: 'en',
    };
    const before = await metricsText();
    await transport.send(mail);
    refuse = true;
    await expect(transport.send(mail)).rejects.toThrow('421');
    const after = await metricsText();
    const delta = (outcome: string) =>
      sample(after, 'club_api_mail_total', { outcome }) - sample(before, 'club_api_mail_total', { outcome });
    expect([delta('sent'), delta('failed')]).toEqual([1, 1]);
  });

  it('are served on their own listener, with the event-loop lag, and nothing else there', async () => {
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    const server = await startMetricsServer({ host: '127.0.0.1', port: 0, logger });
    if (!server) throw new Error('the metrics listener did not start');
    try {
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const base = `http://127.0.0.1:${address.port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain('# TYPE club_api_nodejs_eventloop_lag_seconds gauge');
      expect(text).toContain('club_api_http_request_duration_seconds_bucket');
      expect((await fetch(`${base}/health`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
