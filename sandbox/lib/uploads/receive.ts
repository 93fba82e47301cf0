import { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BODY_BYTES, fileTooLargeMessage } from '../body-limit';
import { ApiError } from '../errors';
import type { UploadCheck } from './check-upload';
import type { ReceivedUpload } from './received';
import { uploadPool } from './pool';

/** The route's answers (400) for a file it does not take. */
export interface UploadMessages {
  /** Not a file of an accepted type by its content. */
  refused: string;
  /** Text, or several values, in the file's field; default `<field>: must be a file`. */
  notAFile?: string;
}

export const MALFORMED_UPLOAD_MESSAGE = 'Malformed multipart/form-data body';

class BodyTooLarge extends Error {}

/** Counts the bytes going through and fails once they pass `limit` (a chunked body's size). */
const sizeGuard = (limit: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new BodyTooLarge() : null, chunk);
    },
  });
};

/**
 * Receives an upload without holding it on the event loop: the request body is streamed to a file
 * in the store's scratch folder as it arrives (413 once it passes the limit), then a worker thread
 * parses the form, checks the file by its content and writes the file to keep (./check-upload.ts).
 * The handler finds the result with `uploadOf(c)`; the form's text fields also go to the route's
 * validator as usual. Every temporary file is removed when the request ends.
 */
export const receiveUpload =
  (field: string, check: UploadCheck, messages: UploadMessages): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const folder = c.var.services.storage.scratchFolder;
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const name = randomBytes(16).toString('hex');
    const bodyPath = path.join(folder, `${name}.body`);
    const outPath = path.join(folder, `${name}.file`);
    try {
      // Served by @hono/node-server, the request's own Node stream: its web stream (Readable.toWeb)
      // turned back into a Node stream cost the event loop promises per chunk, for every upload.
      const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
      const source =
        incoming instanceof IncomingMessage
          ? incoming
          : c.req.raw.body && Readable.fromWeb(c.req.raw.body as NodeReadableStream<Uint8Array>);
      if (!source) throw new ApiError(400, MALFORMED_UPLOAD_MESSAGE);
      try {
        await pipeline(
          source,
          sizeGuard(MAX_UPLOAD_BODY_BYTES),
          createWriteStream(bodyPath, { mode: 0o600, flags: 'wx' }),
        );
      } catch (error) {
        if (error instanceof BodyTooLarge) throw new ApiError(413, fileTooLargeMessage(field));
        throw new ApiError(400, MALFORMED_UPLOAD_MESSAGE);
      }
      const outcome = await uploadPool.check({
        bodyPath,
        contentType: c.req.header('content-type') ?? '',
        field,
        check,
        maxBytes: MAX_IMAGE_BYTES,
        outPath,
      });
      await rm(bodyPath, { force: true });
      if (outcome.status === 'malformed') throw new ApiError(400, MALFORMED_UPLOAD_MESSAGE);
      const { file, fields } = outcome;
      if (file?.status === 'not-a-file') {
        throw new ApiError(400, messages.notAFile ?? `${field}: must be a file`);
      }
      if (file?.status === 'too-large') throw new ApiError(413, fileTooLargeMessage(field));
      if (file?.status === 'refused') throw new ApiError(400, messages.refused);
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      // The checked file, read from disk only if someone reads it (the handler moves it to the store).
      if (file)
        form.append(field, new File([await openAsBlob(outPath)], file.name, { type: file.contentType }));
      // The route's validator reads the form from here instead of parsing the body again.
      (c.req.bodyCache as { formData?: Promise<FormData> }).formData = Promise.resolve(form);
      c.set('upload', { fields, file, path: outPath });
      await next();
    } finally {
      await Promise.all([rm(bodyPath, { force: true }), rm(outPath, { force: true })]);
    }
  };

/** The upload `receiveUpload` checked for this request. */
export function uploadOf(c: Context<AppEnv>): ReceivedUpload {
  const upload = c.get('upload');
  if (!upload) throw new Error('receiveUpload must run before this handler');
  return upload;
}
