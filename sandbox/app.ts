import type { Database } from './db/client';
import type { AppConfig, Logger } from './lib/context';
import { limitBodySize } from './lib/body-limit';
import { createLogger } from './lib/logging/logger';
import { requestLog } from './lib/logging/request-log';
import { recordRequest } from './lib/metrics/record';
import { REPLAYED_HEADER } from './lib/idempotency';
import { clubCors } from './lib/cors';
import { apiSecurityHeaders } from './lib/security-headers';
import { createErrorHandler, handleNotFound } from './lib/errors';
import { withClubApiLevels } from './lib/club-api-levels';
import {
  OPENAPI_DOCUMENT_PATH,
  createRouter,
  documentBodyLimit,
  openApiDocumentConfig,
  registerSecuritySchemes,
} from './lib/openapi';
import { createServices, type ServiceOptions } from './lib/services';
import { agentApplicationRoutes } from './routes/agent-applications/routes';
import { agentPanelRoutes } from './routes/agent-panel/routes';
import { airlineRoutes } from './routes/airlines/routes';
import { assetRoutes } from './routes/assets/routes';
import { authRoutes } from './routes/auth/routes';
import { blacklistRoutes } from './routes/blacklist/routes';
import { bookingRoutes } from './routes/bookings/routes';
import { cmsRoutes } from './routes/cms/routes';
import { consoleSetupRoutes } from './routes/console-setup/routes';
import { contactRoutes } from './routes/contact/routes';
import { countryRoutes } from './routes/countries/routes';
import { currencyRoutes } from './routes/currencies/routes';
import { flightRoutes } from './routes/flights/routes';
import { healthRoutes } from './routes/health/routes';
import { hotelRoutes } from './routes/hotels/routes';
import { operatorRoutes } from './routes/operator/routes';
import { logoAssetRoutes } from './routes/operator/logo-asset';
import { paymentRoutes } from './routes/payments/routes';
import { profileImageRoutes } from './routes/profile-images/routes';
import { travelerRoutes } from './routes/travelers/routes';
import { userRoutes } from './routes/users/routes';
import { walletRoutes } from './routes/wallet/routes';
import { bookingOutboxRenderer } from './routes/bookings/outbox-mail';
import { whitelabelRoutes } from './routes/whitelabel/routes';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  logger?: Logger;
  /** Secrets, clock, mail, limits and client address; defaults in lib/services.ts. */
  services?: ServiceOptions;
}

/** The club API without a listener: the server starts it, tests call `app.request()` on it. */
export function buildApp({ db, config, logger = createLogger(), services: options }: BuildAppOptions) {
  const app = createRouter();
  const services = createServices(db, config, logger, options);

  app.use(
    '*',
    requestLog(logger, (record, response) => recordRequest(record, response.headers.has(REPLAYED_HEADER))),
  );
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('services', services);
    await next();
  });
  app.use('*', apiSecurityHeaders(config.publicUrl));
  app.use('*', clubCors());
  app.use('*', limitBodySize);

  app.route('/', healthRoutes);
  app.route('/', whitelabelRoutes);
  app.route('/', blacklistRoutes);
  app.route('/', airlineRoutes);
  app.route('/', flightRoutes);
  app.route('/', hotelRoutes);
  app.route('/', bookingRoutes);
  app.route('/', paymentRoutes);
  app.route('/', currencyRoutes);
  app.route('/', countryRoutes);
  app.route('/', logoAssetRoutes);
  app.route('/', assetRoutes);
  app.route('/', authRoutes);
  app.route('/', userRoutes);
  app.route('/', profileImageRoutes);
  app.route('/', travelerRoutes);
  app.route('/', walletRoutes);
  app.route('/', agentPanelRoutes);
  app.route('/', agentApplicationRoutes);
  app.route('/', consoleSetupRoutes);
  app.route('/', operatorRoutes);
  app.route('/', cmsRoutes);
  app.route('/', contactRoutes);

  registerSecuritySchemes(app);
  documentBodyLimit(app);
  // The document marks each operation `x-club-api` (what a club's own API must implement).
  app.get(OPENAPI_DOCUMENT_PATH, (c) => c.json(openApiDocument(app, config.publicUrl)));

  app.notFound(handleNotFound);
  app.onError(createErrorHandler(logger));
  services.outbox.setBookingRenderer(bookingOutboxRenderer(services));
  // The server starts and stops the outbox's worker with the listener; tests with their sandbox.
  return Object.assign(app, { outbox: services.outbox });
}

export type SandboxApp = ReturnType<typeof buildApp>;

/** The OpenAPI 3.1 document the app serves, for code generators. */
export function openApiDocument(app: Pick<SandboxApp, 'getOpenAPI31Document'>, publicUrl: string) {
  return withClubApiLevels(app.getOpenAPI31Document(openApiDocumentConfig(publicUrl)));
}
