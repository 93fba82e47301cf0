import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { createClientIpResolver } from './lib/client-ip';
import { openDatabase } from './db/client';
import { withStartupLock } from './db/migrate';
import { StartupError, prepareDatabase } from './db/startup';
import { loadEnvOrExit } from './env';
import { warmDestinationIndex } from './lib/hotel-inventory';
import type { Lifecycle } from './lib/context';
import { createLogger } from './lib/logging/logger';
import { startMetricsServer } from './lib/metrics/server';
import { ClubSecretsError, resolveSecretBox, sealClubSecrets } from './lib/club-secrets';
import type { SecretBox } from './lib/secret-box';
import { resolveSecrets } from './lib/secrets';
import { createFileStore, describeStorage } from './lib/storage';
import { moveRowFilesToStore } from './lib/storage/move-row-files';
import { startOrphanSweep } from './lib/storage/sweep-orphans';

const env = loadEnvOrExit();
const database = await openDatabase(env.database);
let secrets: { jwtSecret: string; altchaHmacKey: string };
let secretBox: SecretBox | null;
let clubSecrets: { sealed: number; resealed: number };
try {
  // Instances started together over one PostgreSQL migrate and seed one at a time.
  secrets = await withStartupLock(database, async () => {
    await prepareDatabase(database, {
      nodeEnv: env.nodeEnv,
      publicUrl: env.publicUrl,
      sitePort: env.sitePort,
      adminEmail: env.adminEmail,
      print: (line) => process.stdout.write(`${line}\n`),
    });
    secretBox = await resolveSecretBox(database.db, { ...env.secretsKey, nodeEnv: env.nodeEnv });
    // Plain club secrets (saved before sealing existed) and those an older key sealed: sealed anew.
    clubSecrets = await sealClubSecrets(database.db, secretBox);
    return resolveSecrets(database.db, env.auth);
  });
} catch (error) {
  await database.close();
  if (error instanceof StartupError || error instanceof ClubSecretsError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger();
if (clubSecrets!.sealed + clubSecrets!.resealed > 0) {
  logger.info(
    `Club secrets: ${clubSecrets!.sealed} sealed (were plain), ${clubSecrets!.resealed} resealed with the current key`,
  );
}
const storage = await createFileStore(env.storage);
// Files that older versions kept in database rows move to the store once, before the port opens.
const moved = await moveRowFilesToStore(database.db, storage);
if (moved > 0) logger.info(`Moved ${moved} stored files from database rows to the file store`);
// Files of rows removed by a cascade (a deleted account or club) are collected by an hourly sweep.
startOrphanSweep(database.db, storage, logger);
const lifecycle: Lifecycle = { draining: false };
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
    lifecycle,
    storage,
    secretBox: secretBox!,
  },
});
const server = serve({ fetch: app.fetch, hostname: env.host, port: env.port }, (info) => {
  const where = env.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : env.database.dataDir;
  logger.info(`Club API sandbox on http://${info.address}:${info.port} (data: ${where})`);
  logger.info(`Files: ${env.storage.kind} (${describeStorage(env.storage)})`);
  logger.info(`OpenAPI document: ${env.publicUrl}/docs/openapi.json`);
  // About a second of work, done once the port is open rather than on the first hotel search.
  setImmediate(warmDestinationIndex);
  // Mail written while the API was down, or left for a retry, goes out from now on.
  app.outbox.start();
});

server.on('error', async (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `port ${env.port} is already in use (set SANDBOX_PORT)` : error.message;
  logger.error(`The sandbox could not listen on ${env.host}:${env.port}: ${reason}`);
  await database.close();
  process.exit(1);
});

const metricsServer = env.metrics ? await startMetricsServer({ ...env.metrics, logger }) : null;

/** A stop must end within 10 s (orchestrators kill after that); what is still running by then is cut. */
const STOP_DEADLINE_MS = 9_500;

/**
 * SIGTERM or SIGINT: /readyz turns 503 and the requests in flight finish (idle keep-alive
 * connections are closed as they go quiet); then the database closes and the process exits 0 — or 1
 * if requests were still running at the deadline. While requests are in flight the port stays open
 * (for at most half the deadline): a new connection is answered — /readyz 503 "draining", anything
 * else served with `Connection: close` — rather than refused, so a balancer's probe sees the instance
 * leave. Once nothing is in flight (or that half has passed) it stops taking connections.
 */
const listener = server as Server;
let inFlight = 0;
listener.on('request', (_req, res) => {
  inFlight += 1;
  if (lifecycle.draining) res.setHeader('Connection', 'close');
  res.once('close', () => (inFlight -= 1));
});
let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  logger.info(`${signal} received: finishing the requests in flight, then stopping`);
  const forceExit = setTimeout(() => {
    logger.error('Requests were still in flight at the stop deadline: exiting anyway');
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  metricsServer?.close();
  let closing = false;
  const stopAccepting = () => {
    if (closing) return;
    closing = true;
    clearTimeout(acceptUntil);
    listener.close(async () => {
      clearInterval(closeIdle);
      // The mail being sent is finished and marked; what is still pending waits in the outbox.
      await app.outbox.stop();
      await database.close();
      clearTimeout(forceExit);
      logger.info('Stopped: every request answered, database closed');
      process.exit(0);
    });
    listener.closeIdleConnections();
  };
  const acceptUntil = setTimeout(stopAccepting, STOP_DEADLINE_MS / 2).unref();
  const closeIdle = setInterval(() => {
    listener.closeIdleConnections();
    if (inFlight === 0) stopAccepting();
  }, 100).unref();
  listener.closeIdleConnections();
  if (inFlight === 0) stopAccepting();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
