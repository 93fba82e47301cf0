import { existsSync } from 'node:fs';
import { z } from 'zod';

const DEVELOPMENT_API_KEY = 'sandbox-demo-key';

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
  })
  .superRefine((env, ctx) => {
    // A production deployment must choose its own key; the demo key is public.
    if (env.NODE_ENV === 'production' && !env.SANDBOX_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_API_KEY'],
        message: 'Required when NODE_ENV=production',
      });
    }
  });

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
  return {
    nodeEnv: env.NODE_ENV,
    host: env.SANDBOX_HOST,
    port: env.SANDBOX_PORT,
    publicUrl: (env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`).replace(/\/+$/, ''),
    sitePort: env.SANDBOX_SITE_PORT,
    apiKey: env.SANDBOX_API_KEY ?? DEVELOPMENT_API_KEY,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.SANDBOX_DATA_DIR ?? '.data/pglite' },
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
