import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { failure } from './envelope';

/** The largest request body the API reads: 1 MiB. The biggest JSON body (a booking) is a few KB. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request body is larger than 1 MB';

/** The largest file an upload may carry (spec section 5: images, and documents): 5 MiB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'image: the file is larger than 5 MB';
/** Room for the multipart boundary, the part headers and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The largest upload body read: the 5 MiB file and its multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** A file over 5 MiB in the named multipart field: `logo: the file is larger than 5 MB`. */
export const fileTooLargeMessage = (field: string) => `${field}: the file is larger than 5 MB`;

const limited = (maxSize: number, message: string): MiddlewareHandler<AppEnv> =>
  bodyLimit({ maxSize, onError: (c) => c.json(failure(413, message), 413) });

const jsonLimit = limited(MAX_BODY_BYTES, BODY_TOO_LARGE_MESSAGE);
/**
 * An upload over the limit by its Content-Length is refused at once; a chunked one is counted by
 * `receiveUpload` (lib/uploads/receive.ts) while it streams to disk, never buffered here.
 */
const uploadLimit =
  (field: string): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    const declared = c.req.header('content-length');
    if (
      declared !== undefined &&
      !c.req.header('transfer-encoding') &&
      Number(declared) > MAX_UPLOAD_BODY_BYTES
    ) {
      return Promise.resolve(c.json(failure(413, fileTooLargeMessage(field)), 413));
    }
    return next();
  };

/** The upload calls, which take one file of at most 5 MiB instead of JSON, and the file's field. */
const UPLOADS: { method: string; path: RegExp; limit: MiddlewareHandler<AppEnv> }[] = [
  {
    method: 'PUT',
    path: /^\/admin\/customer\/profile-image\/update\/[^/]+\/?$/,
    limit: uploadLimit('image'),
  },
  { method: 'PUT', path: /^\/agent\/application\/branding\/?$/, limit: uploadLimit('logo') },
  { method: 'POST', path: /^\/agent\/application\/documents\/?$/, limit: uploadLimit('file') },
];

/**
 * 413 in the error envelope for a body over the limit, before anything parses it: at once when
 * Content-Length says so, else (chunked) as soon as the bytes read pass the limit. What is read is
 * never more than the limit: 1 MiB, or for an upload the 5 MiB image and its multipart framing
 * (the route then checks the image itself against 5 MiB).
 */
export const limitBodySize: MiddlewareHandler<AppEnv> = (c, next) => {
  const upload = UPLOADS.find(({ method, path }) => c.req.method === method && path.test(c.req.path));
  return (upload?.limit ?? jsonLimit)(c, next);
};
