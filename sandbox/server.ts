import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { createClientIpResolver } from './lib/client-ip';
import { openDatabase } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { seedDatabase } from './db/seed';
import { loadEnvOrExit } from './env';
import { warmDestinationIndex } from './lib/hotel-inventory';
import { createLogger } from './lib/logging/logger';
import { startMetricsServer } from './lib/metrics/server';
import { resolveSecrets } from './lib/secrets';

const env = loadEnvOrExit();
const database = await openDatabase(env.database);
let secrets: { jwtSecret: string; altchaHmacKey: string };
try {
  // Instances started together over one PostgreSQL migrate and seed one at a time.
  secrets = await withStartupLock(database, async () => {
    await migrateDatabase(database);
    await seedDatabase(database.db, { publicUrl: env.publicUrl, sitePort: env.sitePort });
    return resolveSecrets(database.db, env.auth);
  });
} catch (error) {
  await database.close();
  throw error;
}

const logger = createLogger();
const app = buildApp({
  logger,
  db: database.db,
  config: {
    apiKey: env.apiKey,
    publicUrl: env.publicUrl,
    extraOrigins: [`http://localhost:${env.sitePort}`],
    nodeEnv: env.nodeEnv,
  },
  services: {
    jwtSecret: secrets.jwtSecret,
    altchaHmacKey: secrets.altchaHmacKey,
    altchaMaxNumber: env.auth.altchaMaxNumber,
    recaptchaSecretKey: env.auth.recaptchaSecretKey,
    rateLimits: env.auth.rateLimits,
    clientIp: createClientIpResolver({ trustProxy: env.auth.trustProxy }),
    smtpUrl: env.mail.smtpUrl,
    mailFrom: env.mail.from,
    refundSettleMs: env.bookings.refundSettleMs,
  },
});
const server = serve({ fetch: app.fetch, hostname: env.host, port: env.port }, (info) => {
  const where = env.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : env.database.dataDir;
  logger.info(`Club API sandbox on http://${info.address}:${info.port} (data: ${where})`);
  logger.info(`OpenAPI document: ${env.publicUrl}/docs/openapi.json`);
  // About a second of work, done once the port is open rather than on the first hotel search.
  setImmediate(warmDestinationIndex);
});

const metricsServer = env.metrics ? await startMetricsServer({ ...env.metrics, logger }) : null;

server.on('error', async (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `port ${env.port} is already in use (set SANDBOX_PORT)` : error.message;
  logger.error(`The sandbox could not listen on ${env.host}:${env.port}: ${reason}`);
  await database.close();
  process.exit(1);
});

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received: stopping the sandbox`);
  metricsServer?.close();
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await database.close();
    clearTimeout(forceExit);
    process.exit(0);
  });
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
