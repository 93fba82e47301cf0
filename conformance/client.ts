/**
 * The kit's HTTP client: every call carries the headers the site sends (section 7: apikey, version,
 * language, Whitelabel-Id, Bearer when signed in), and every answer is kept whole for the report.
 */

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CallRequest {
  method: string;
  /** Path with its query, e.g. `/whitelabel/config?domain=…`. */
  path: string;
  body?: unknown;
  token?: string;
  /** Leave out apikey and Whitelabel-Id (asset and captcha routes take none). */
  bare?: boolean;
}

export interface Answer {
  status: number;
  contentType: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  text: string;
  headers: Headers;
}

export interface ClubClient {
  call(request: CallRequest): Promise<Answer>;
  /** Set once the configuration named the club. */
  clubId: string | null;
}

export const SITE_VERSION = 'conformance-1';

export function clubClient(api: string, key: string, fetchImpl: FetchLike = fetch): ClubClient {
  const base = api.replace(/\/+$/, '');
  const client: ClubClient = {
    clubId: null,
    async call({ method, path, body, token, bare }) {
      const headers: Record<string, string> = { accept: 'application/json', language: 'en' };
      if (!bare) {
        headers.apikey = key;
        headers.version = SITE_VERSION;
        if (client.clubId) headers['Whitelabel-Id'] = client.clubId;
      }
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const contentType = response.headers.get('content-type') ?? '';
      const raw = Buffer.from(await response.arrayBuffer());
      const text = contentType.includes('json') || contentType.startsWith('text/') ? raw.toString() : '';
      let json: unknown;
      if (contentType.includes('json')) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      return { status: response.status, contentType, json, text, headers: response.headers };
    },
  };
  return client;
}

/** `data` of a `{ data, message, statusCode }` envelope (or of any object answer). */
export function dataOf<T = Record<string, unknown>>(answer: Answer): T | null {
  const json = answer.json as { data?: unknown } | undefined;
  if (!json || typeof json !== 'object') return null;
  return (json.data ?? null) as T | null;
}

export function messageOf(answer: Answer): string {
  const json = answer.json as { message?: unknown } | undefined;
  if (json && typeof json.message === 'string') return json.message;
  return answer.text.slice(0, 120);
}
