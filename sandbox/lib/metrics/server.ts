import { createServer, type Server } from 'node:http';
import type { Logger } from '../context';
import { collectProcessMetrics, metricsRegistry } from './registry';

export const METRICS_PATH = '/metrics';

/**
 * The metrics listener: its own port (METRICS_PORT), bound to METRICS_HOST (127.0.0.1 unless set),
 * never the API's public port, so only Prometheus on the host or private network reads it. A port
 * that cannot be opened is logged and the API keeps serving: metrics are not worth an outage.
 */
export function startMetricsServer({
  host,
  port,
  logger,
}: {
  host: string;
  port: number;
  logger: Logger;
}): Promise<Server | null> {
  collectProcessMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.error('[metrics] could not collect the metrics', error);
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      logger.error(`[metrics] could not listen on ${host}:${port}: ${error.code ?? error.message}`);
      resolve(null);
    });
    server.listen(port, host, () => {
      logger.info(`Metrics on http://${host}:${port}${METRICS_PATH}`, {
        metricsHost: host,
        metricsPort: port,
      });
      resolve(server);
    });
  });
}
