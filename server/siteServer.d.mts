import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Histogram, Registry } from 'prom-client';
import type { Logger } from 'pino';

export const REQUEST_CONTEXT_KEY: symbol;
export const SITE_COUNTERS_KEY: symbol;
export const REQUEST_ID_PATTERN: RegExp;
export function requestIdFor(incoming: unknown): string;
export function requestContextStorage(): AsyncLocalStorage<{
  requestId: string;
  clubId?: number;
  clubHost?: string;
  notFound?: boolean;
}>;

export interface SiteMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
}
export function createSiteMetrics(options?: { defaultMetrics?: boolean }): SiteMetrics;

export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

export function createSiteServer(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  readiness: () => Promise<Readiness>;
  templateOf: (url: string | undefined) => string;
  logger: Logger;
  metrics?: SiteMetrics;
  drainMs?: number;
}): {
  server: Server;
  metricsServer: Server;
  drain: () => Promise<{ timedOut: boolean }>;
  isDraining: () => boolean;
};
