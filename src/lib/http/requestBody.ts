/**
 * The body limit of the site's own routes under src/app/api: 1 MiB, as on the club API. The
 * largest real body (the airport list request) is under a kilobyte.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request body is larger than 1 MB';

export type LimitedBody = { ok: true; text: string } | { ok: false; response: Response };

/** 413 in the envelope the site's routes answer with. */
export function bodyTooLarge(): Response {
  return Response.json({ data: null, message: BODY_TOO_LARGE_MESSAGE, statusCode: 413 }, { status: 413 });
}

/**
 * A body (a request's or a response's) as bytes, or null when it is over `limit` bytes: at once
 * when Content-Length says so, else as soon as the bytes read pass the limit, never reading further.
 */
export async function readCapped(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<Uint8Array | null> {
  if (Number(message.headers.get('content-length') ?? 0) > limit) return null;
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The request body as text, or a 413 answer when it is over `limit` bytes (readCapped). Every
 * route calls it first, those that ignore the body too, so no route accepts a large upload.
 */
export async function readLimitedBody(request: Request, limit = MAX_BODY_BYTES): Promise<LimitedBody> {
  const body = await readCapped(request, limit);
  if (!body) return { ok: false, response: bodyTooLarge() };
  return { ok: true, text: Buffer.from(body).toString('utf8') };
}

/** The body parsed as JSON; `undefined` when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
