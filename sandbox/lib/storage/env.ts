import { z } from 'zod';
import type { StorageSettings } from './index';

/**
 * The storage variables (docs/storage.md, .env.example). The filesystem store needs nothing; the
 * S3 store needs a bucket, and either both access-key variables or neither (the SDK's own chain:
 * an instance role, AWS_* variables).
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const STORAGE_ENV_SHAPE = {
  SANDBOX_STORAGE: optionalText.pipe(z.enum(['filesystem', 's3'], 'must be filesystem or s3').optional()),
  SANDBOX_FILES_DIR: optionalText,
  SANDBOX_S3_BUCKET: optionalText,
  SANDBOX_S3_REGION: optionalText,
  SANDBOX_S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SANDBOX_S3_ACCESS_KEY_ID: optionalText,
  SANDBOX_S3_SECRET_ACCESS_KEY: optionalText,
  SANDBOX_S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['0', '1'], 'must be 0 or 1').optional()),
  SANDBOX_S3_KEY_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._/-]{1,200}$/, 'must be letters, digits, . _ - and /')
      .optional(),
  ),
};

type StorageEnv = { [K in keyof typeof STORAGE_ENV_SHAPE]?: z.infer<(typeof STORAGE_ENV_SHAPE)[K]> };

export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (env.SANDBOX_STORAGE !== 's3') return;
  if (!env.SANDBOX_S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['SANDBOX_S3_BUCKET'],
      message: 'Required when SANDBOX_STORAGE=s3',
    });
  }
  if (Boolean(env.SANDBOX_S3_ACCESS_KEY_ID) !== Boolean(env.SANDBOX_S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.SANDBOX_S3_ACCESS_KEY_ID ? 'SANDBOX_S3_SECRET_ACCESS_KEY' : 'SANDBOX_S3_ACCESS_KEY_ID'],
      message: 'set both SANDBOX_S3_ACCESS_KEY_ID and SANDBOX_S3_SECRET_ACCESS_KEY, or neither',
    });
  }
}

/**
 * The filesystem store's folder defaults to one beside the embedded database's (`.data/pglite` →
 * `.data/pglite-files`), so each database has its own files and a backup of the data folder holds
 * both; with DATABASE_URL it is `.data/files`.
 */
export function storageSettingsOf(env: StorageEnv, pgliteDataDir: string | null): StorageSettings {
  if (env.SANDBOX_STORAGE === 's3') {
    const endpoint = env.SANDBOX_S3_ENDPOINT ?? null;
    return {
      kind: 's3',
      bucket: env.SANDBOX_S3_BUCKET ?? '',
      region: env.SANDBOX_S3_REGION ?? 'us-east-1',
      endpoint,
      credentials:
        env.SANDBOX_S3_ACCESS_KEY_ID && env.SANDBOX_S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.SANDBOX_S3_ACCESS_KEY_ID, secretAccessKey: env.SANDBOX_S3_SECRET_ACCESS_KEY }
          : null,
      // Self-hosted services (MinIO, Ceph) answer on one host: path style unless told otherwise.
      forcePathStyle: env.SANDBOX_S3_FORCE_PATH_STYLE
        ? env.SANDBOX_S3_FORCE_PATH_STYLE === '1'
        : endpoint !== null,
      keyPrefix: env.SANDBOX_S3_KEY_PREFIX ? `${env.SANDBOX_S3_KEY_PREFIX.replace(/\/+$/, '')}/` : '',
    };
  }
  const folder =
    env.SANDBOX_FILES_DIR ?? (pgliteDataDir ? `${pgliteDataDir.replace(/\/+$/, '')}-files` : '.data/files');
  return { kind: 'filesystem', folder };
}
