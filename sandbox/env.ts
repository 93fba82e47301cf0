import { existsSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, LOOSE_ADDRESS_BUDGETS, type RateLimitSettings } from './lib/rate-limit';
import { parseSecretsKey } from './lib/secret-box';
import { DEFAULT_ALTCHA_MAX_NUMBER, DEFAULT_REFUND_SETTLE_MS } from './lib/services';
import type { StorageSettings } from './lib/storage';
import { STORAGE_ENV_SHAPE, checkStorageEnv, storageSettingsOf } from './lib/storage/env';

const DEVELOPMENT_API_KEY = 'sandbox-demo-key';

const SECRETS_KEY_FORMAT = 'must be 32 random bytes: openssl rand -base64 32';
const isSecretsKey = (value: string) => {
  try {
    parseSecretsKey(value);
    return true;
  } catch {
    return false;
  }
};

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    SANDBOX_HOST: z.string().trim().min(1).default('127.0.0.1'),
    SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    SANDBOX_SITE_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SANDBOX_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SANDBOX_API_KEY: optionalText,
    SANDBOX_DATA_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SANDBOX_JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SANDBOX_ALTCHA_HMAC_KEY: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SANDBOX_ALTCHA_MAX_NUMBER: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(100).max(10_000_000).optional(),
    ),
    RECAPTCHA_SECRET_KEY: optionalText,
    // Seals the clubs' own secrets in the database (lib/secret-box.ts); the previous keys still open.
    SANDBOX_SECRETS_KEY: optionalText.pipe(z.string().refine(isSecretsKey, SECRETS_KEY_FORMAT).optional()),
    SANDBOX_SECRETS_KEY_PREVIOUS: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => value.split(',').every(isSecretsKey),
          `each (comma-separated) ${SECRETS_KEY_FORMAT}`,
        )
        .optional(),
    ),
    SANDBOX_TRUST_PROXY: optionalText.pipe(z.enum(['0', '1'], 'must be 0 or 1').optional()),
    SANDBOX_RATE_LIMIT_PER_IP: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(1).optional(),
    ),
    SANDBOX_RATE_LIMIT_PER_EMAIL: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(1).optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    SMTP_FROM: optionalText,
    // The private Prometheus listener (lib/metrics/server.ts): off unless METRICS_PORT is set.
    METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
    METRICS_HOST: optionalText,
    /**
     * The first super administrator of a production database: required on a production start while
     * the database has none (db/startup.ts); ignored afterwards.
     */
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    SANDBOX_REFUND_SETTLE_SECONDS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(1).max(86_400).optional(),
    ),
    ...STORAGE_ENV_SHAPE,
  })
  .superRefine((env, ctx) => {
    checkStorageEnv(env, ctx);
    if (env.NODE_ENV !== 'production') return;
    // A production deployment must choose its own key and secrets: the demo ones are public.
    // …and a real mail server and sender: without them no code could ever reach a user. The public
    // URL is where the set-up link and every asset URL point; the demo's 127.0.0.1 reaches no one.
    for (const name of [
      'SANDBOX_API_KEY',
      'SANDBOX_JWT_SECRET',
      'SANDBOX_ALTCHA_HMAC_KEY',
      'SMTP_URL',
      'SMTP_FROM',
      'SANDBOX_PUBLIC_URL',
    ] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'Required when NODE_ENV=production' });
    }
    if (env.SANDBOX_API_KEY === DEVELOPMENT_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_API_KEY'],
        message: 'is the public demo key; choose your own when NODE_ENV=production',
      });
    }
  });

/**
 * End-to-end runs sign in, sign up, search and pay many times from one address; the per-email
 * limits still apply.
 */
const TEST_RATE_LIMIT_PER_IP = 1000;
/** End-to-end tests solve the ALTCHA proof instantly. */
const TEST_ALTCHA_MAX_NUMBER = 1000;

export interface SandboxEnv {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Base URL at which browsers reach this server; asset URLs in the data are built from it. */
  publicUrl: string;
  /** Port the site runs on: the demo clubs' hosts are seeded as `skyline.localhost:<sitePort>`. */
  sitePort: number;
  apiKey: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  auth: {
    /**
     * Signs login, reset and hand-off tokens (HS256). Null when unset: the server then uses a random
     * one it generates on first start and keeps in the database (lib/secrets.ts).
     */
    jwtSecret: string | null;
    /** HMAC key of the captcha challenges; null when unset, as above. */
    altchaHmacKey: string | null;
    altchaMaxNumber: number;
    /** For clubs that use Google reCAPTCHA; null when not configured. */
    recaptchaSecretKey: string | null;
    /** Read the client address from X-Forwarded-For (only behind a proxy that overwrites it). */
    trustProxy: boolean;
    rateLimits: RateLimitSettings;
  };
  mail: {
    /**
     * The SMTP server mail goes out through: a real one in production (required there), the local
     * mail catcher under `npm start`, `npm run dev` and the tests. Without it development mail is
     * dropped with a log line (never the mail's body).
     */
    smtpUrl: string | null;
    from: string;
  };
  /** The first super administrator's address (production start on a database without one). */
  adminEmail: string | null;
  bookings: {
    /** How long a card, UPI or net-banking refund stays Pending (10 minutes unless set). */
    refundSettleMs: number;
  };
  /** Where Prometheus reads the metrics; null when METRICS_PORT is unset (no listener). */
  metrics: { host: string; port: number } | null;
  /** Where uploaded files and generated documents are kept (docs/storage.md). */
  storage: StorageSettings;
  /**
   * The key that seals the clubs' own secrets (SANDBOX_SECRETS_KEY) and the earlier keys that still
   * open them (SANDBOX_SECRETS_KEY_PREVIOUS, comma-separated). Unset outside production: a generated
   * key kept in the database; unset in production: no club may keep a secret (lib/club-secrets.ts).
   */
  secretsKey: { key: string | null; previous: string[] };
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates the environment once; throws an EnvError listing every missing or wrong variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): SandboxEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid sandbox environment:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const apiKey = env.SANDBOX_API_KEY ?? DEVELOPMENT_API_KEY;
  const testing = env.NODE_ENV === 'test';
  const database: SandboxEnv['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.SANDBOX_DATA_DIR ?? '.data/pglite' };
  return {
    nodeEnv: env.NODE_ENV,
    host: env.SANDBOX_HOST,
    port: env.SANDBOX_PORT,
    publicUrl: (env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`).replace(/\/+$/, ''),
    sitePort: env.SANDBOX_SITE_PORT,
    apiKey,
    database,
    auth: {
      jwtSecret: env.SANDBOX_JWT_SECRET ?? null,
      altchaHmacKey: env.SANDBOX_ALTCHA_HMAC_KEY ?? null,
      altchaMaxNumber:
        env.SANDBOX_ALTCHA_MAX_NUMBER ?? (testing ? TEST_ALTCHA_MAX_NUMBER : DEFAULT_ALTCHA_MAX_NUMBER),
      recaptchaSecretKey: env.RECAPTCHA_SECRET_KEY ?? null,
      trustProxy: env.SANDBOX_TRUST_PROXY === '1',
      rateLimits: {
        perIp:
          env.SANDBOX_RATE_LIMIT_PER_IP ?? (testing ? TEST_RATE_LIMIT_PER_IP : DEFAULT_RATE_LIMITS.perIp),
        perEmail: env.SANDBOX_RATE_LIMIT_PER_EMAIL ?? DEFAULT_RATE_LIMITS.perEmail,
        ...(testing ? { routes: LOOSE_ADDRESS_BUDGETS } : {}),
      },
    },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.SMTP_FROM ?? 'no-reply@localhost' },
    adminEmail: env.ADMIN_EMAIL?.toLowerCase() ?? null,
    bookings: {
      refundSettleMs:
        env.SANDBOX_REFUND_SETTLE_SECONDS === undefined
          ? DEFAULT_REFUND_SETTLE_MS
          : env.SANDBOX_REFUND_SETTLE_SECONDS * 1000,
    },
    metrics:
      env.METRICS_PORT === undefined
        ? null
        : { host: env.METRICS_HOST ?? '127.0.0.1', port: env.METRICS_PORT },
    storage: storageSettingsOf(env, database.kind === 'pglite' ? database.dataDir : null),
    secretsKey: {
      key: env.SANDBOX_SECRETS_KEY ?? null,
      previous: env.SANDBOX_SECRETS_KEY_PREVIOUS?.split(',').map((key) => key.trim()) ?? [],
    },
  };
}

/** Reads `.env.local` then `.env` (earlier files and the real environment win), like Next.js does. */
export function loadEnvFiles(files: string[] = ['.env.local', '.env']): void {
  // process.loadEnvFile arrived in Node 20.12; on older versions the start scripts' .env loading suffices.
  if (typeof process.loadEnvFile !== 'function') return;
  for (const file of files) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/** For command-line entry points: load, validate, or print what is wrong and exit. */
export function loadEnvOrExit(): SandboxEnv {
  loadEnvFiles();
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
