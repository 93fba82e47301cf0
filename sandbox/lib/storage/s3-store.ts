import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isStorageKey, storageKey, type FileStore } from './store';

export interface S3StoreSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Cloudflare R2, Ceph…); null for AWS S3 itself. */
  endpoint: string | null;
  /** Null: the SDK's own chain (instance role, AWS_* variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket.host/key` (false) or `host/bucket/key` (true): most self-hosted services need true. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `club-api/` when the bucket is shared. */
  keyPrefix: string;
}

/**
 * Files in an S3-compatible bucket, for several API instances over one database: every instance
 * reads what any other wrote. Objects are private (no ACL is set); the API serves them itself, after
 * its own access checks, as it does with the filesystem store.
 */
export function createS3Store(settings: S3StoreSettings, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      forcePathStyle: settings.forcePathStyle,
    });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.keyPrefix}${storageKey(key)}`;

  return {
    kind: 's3',
    scratchFolder: path.join(tmpdir(), 'club-api-uploads'),
    async put(key, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async putFile(key, source, contentType) {
      const { size } = await stat(source);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: createReadStream(source),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there too.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list(area) {
      const Prefix = `${settings.keyPrefix}${area}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.keyPrefix.length);
          if (isStorageKey(key) && object.LastModified) yield { key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
