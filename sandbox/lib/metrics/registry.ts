import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics, in one registry of their own (never prom-client's global one), served on
 * the separate, private listener of ./server.ts. Module-wide like the process they describe: every
 * app built in one process (tests build many) adds to the same counters.
 */
export const metricsRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'club_api_http_request_duration_seconds',
  help: 'Time to answer a request, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const searches = new Counter({
  name: 'club_api_searches_total',
  help: 'Flight and hotel searches started, and searches whose results were all delivered',
  labelNames: ['kind', 'phase'] as const,
  registers: [metricsRegistry],
});

export const bookings = new Counter({
  name: 'club_api_bookings_total',
  help: 'Booking requests by product and outcome (created, replayed, refused, error)',
  labelNames: ['product', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const payments = new Counter({
  name: 'club_api_payments_total',
  help: 'Payment requests by outcome (succeeded, failed, cancelled, replayed, refused, error)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const mails = new Counter({
  name: 'club_api_mail_total',
  help: 'Mail handed to the SMTP server (sent) or refused by it (failed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

let defaultsOn = false;
/**
 * Node's own metrics (event-loop lag, heap, GC, CPU, handles), prefixed `club_api_`. Started once,
 * by the server: their collectors would run in every test otherwise.
 */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'club_api_' });
}

/** The Prometheus text exposition of every metric. */
export function metricsText(): Promise<string> {
  return metricsRegistry.metrics();
}
