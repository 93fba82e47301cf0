import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client';
import { createClientIpResolver, type ClientIpResolver } from './client-ip';
import type { AppConfig, Lifecycle, Logger, NodeEnv } from './context';
import { createMisconfigurationWatch, type MisconfigurationWatch } from './logging/misconfiguration';
import { createCaptchaCost, type CaptchaCost } from './captcha-cost';
import { createMailTransport, type MailTransport } from './mail';
import { createMailOutbox, type MailOutbox, type OutboxSettings } from './mail/outbox';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, type RateLimits } from './rate-limit';
import { createSecretBox, newSecretsKey, type SecretBox } from './secret-box';
import { codePepperFrom, randomSecret } from './secrets';
import { createSharedRateLimits } from './shared-rate-limit';
import { createFilesystemStore, type FileStore } from './storage';
import { createRenderPool, type DocumentRenderer } from './documents/render-pool';

/** What the auth routes need besides the database: secrets, the clock, mail, limits. */
export interface AppServices {
  nodeEnv: NodeEnv;
  /** The clock of every expiry and limit (codes, tokens, captchas); tests move it. */
  now: () => Date;
  jwtKey: Uint8Array;
  /** Mixed into the stored hash of each one-time code. */
  codePepper: string;
  /** `cost` raises the proof of work after failed attempts (lib/captcha-cost.ts). */
  altcha: { hmacKey: string; maxNumber: number; cost: CaptchaCost };
  recaptcha: { secretKey: string | null; fetch: typeof fetch };
  /** Seals and opens the clubs' own secrets (lib/club-secrets.ts); null: a production start without a key. */
  secretBox: SecretBox | null;
  mail: MailTransport;
  /** Mail written with the change that causes it and sent by a worker with retries (lib/mail/outbox.ts). */
  outbox: MailOutbox;
  rateLimits: RateLimits;
  clientIp: ClientIpResolver;
  /** How long a card, UPI or net-banking refund stays Pending before a read settles it. */
  refundSettleMs: number;
  /** Where routes report what must not fail a request (a booking mail that could not be sent). */
  logger: Logger;
  /** Counts misconfiguration (wrong apikey, unknown hosts) and logs it once a minute. */
  watch: MisconfigurationWatch;
  /** Set by the server when it stops: /readyz then answers 503. */
  lifecycle: Lifecycle;
  /** Where uploads and generated documents are kept; rows hold their keys (lib/storage). */
  storage: FileStore;
  /** Renders booking PDFs on worker threads, a few at a time (lib/documents/render-pool.ts). */
  documents: DocumentRenderer;
}

/** What a caller may set; everything else gets a default (see `createServices`). */
export interface ServiceOptions {
  now?: () => Date;
  jwtSecret?: string;
  altchaHmacKey?: string;
  altchaMaxNumber?: number;
  recaptchaSecretKey?: string | null;
  fetch?: typeof fetch;
  mail?: MailTransport;
  smtpUrl?: string | null;
  mailFrom?: string;
  /** Retry timing of the mail outbox (tests shorten it). */
  outbox?: OutboxSettings;
  rateLimits?: RateLimits | RateLimitSettings;
  clientIp?: ClientIpResolver;
  refundSettleMs?: number;
  lifecycle?: Lifecycle;
  storage?: FileStore;
  secretBox?: SecretBox | null;
  documents?: DocumentRenderer;
}

export const DEFAULT_ALTCHA_MAX_NUMBER = 50_000;
/** A refund is with the bank 10 minutes of the API's clock (docs/bookings-contract.md). */
export const DEFAULT_REFUND_SETTLE_MS = 10 * 60_000;

/**
 * Fills in the defaults: random secrets for this instance (the server passes the configured or
 * stored ones, see lib/secrets.ts), mail over SMTP_URL, the documented rate limits (counted in the
 * database), and the socket's address as client IP.
 */
export function createServices(
  db: Database,
  config: AppConfig,
  logger: Logger,
  options: ServiceOptions = {},
): AppServices {
  const nodeEnv = config.nodeEnv ?? 'development';
  const now = options.now ?? (() => new Date());
  const jwtSecret = options.jwtSecret ?? randomSecret();
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const mail =
    options.mail ??
    createMailTransport({ logger, nodeEnv, smtpUrl: options.smtpUrl, from: options.mailFrom });
  return {
    nodeEnv,
    now,
    jwtKey: new TextEncoder().encode(jwtSecret),
    codePepper: codePepperFrom(jwtSecret),
    altcha: {
      hmacKey: options.altchaHmacKey ?? randomSecret(),
      maxNumber: options.altchaMaxNumber ?? DEFAULT_ALTCHA_MAX_NUMBER,
      cost: createCaptchaCost(options.altchaMaxNumber ?? DEFAULT_ALTCHA_MAX_NUMBER, () => now().getTime()),
    },
    recaptcha: {
      secretKey: options.recaptchaSecretKey ?? null,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    },
    // An app built without one (the tests) seals with a random key of its own.
    secretBox: options.secretBox === undefined ? createSecretBox(newSecretsKey()) : options.secretBox,
    mail,
    outbox: createMailOutbox(db, mail, logger, options.outbox),
    // Counted in the database, so that every API instance over it shares the same windows.
    rateLimits:
      'check' in limits ? limits : createSharedRateLimits(db, { ...limits, now: () => now().getTime() }),
    clientIp: options.clientIp ?? createClientIpResolver({ trustProxy: false }),
    refundSettleMs: options.refundSettleMs ?? DEFAULT_REFUND_SETTLE_MS,
    logger,
    watch: createMisconfigurationWatch(logger),
    lifecycle: options.lifecycle ?? { draining: false },
    // The server passes the configured store; an app built without one (the tests) gets a folder
    // of its own under the system's temporary folder.
    storage: options.storage ?? createFilesystemStore(mkdtempSync(path.join(tmpdir(), 'sandbox-files-'))),
    documents: options.documents ?? createRenderPool(),
  };
}
