import type { AxiosError } from 'axios';

/** Shown when an API error carries no message of its own (spec section 8). */
export const GENERIC_ERROR_MESSAGE = 'Oops. Something went wrong. Please try again.';

/** Every failed call becomes one of these: the status and the server's message, or the generic one. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own message, or null when the generic message stands in for it. */
  readonly serverMessage: string | null;
  readonly data: unknown;
  /** A 429's `Retry-After`, in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    serverMessage: string | null,
    data: unknown = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(serverMessage ?? GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.data = data;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A refusal in machine-readable form: the envelope's `error` (an extension of the club API,
 * docs/auth-contract.md), e.g. `{ code: 'otp_wrong_code', triesLeft: 4 }`.
 */
export interface ApiErrorDetail {
  code: string;
  triesLeft: number | null;
}

/** The envelope's `error`, when it is well formed; null otherwise (an API without it, junk). */
export function errorDetail(error: unknown): ApiErrorDetail | null {
  const body = toApiError(error).data;
  if (!body || typeof body !== 'object') return null;
  const detail = (body as { error?: unknown }).error;
  if (!detail || typeof detail !== 'object') return null;
  const { code, triesLeft } = detail as { code?: unknown; triesLeft?: unknown };
  if (typeof code !== 'string' || !code) return null;
  const tries =
    typeof triesLeft === 'number' && Number.isInteger(triesLeft) && triesLeft >= 0 ? triesLeft : null;
  return { code, triesLeft: tries };
}

/** axios's own check, without importing axios (which is loaded only when a call is made). */
export function isAxiosErrorLike(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

function messageFrom(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message.trim();
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return null;
}

/** `Retry-After` as delay-seconds (the club API's form); an HTTP date or junk counts as absent. */
function retryAfterFrom(header: unknown): number | null {
  const text = typeof header === 'string' ? header.trim() : '';
  if (!/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosErrorLike(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data;
    const retryAfter = retryAfterFrom(error.response?.headers?.['retry-after']);
    return new ApiError(status, messageFrom(body), body ?? null, retryAfter);
  }
  return new ApiError(0, null);
}

/**
 * The club API's field errors read "field: what is wrong" in English (docs/*-contract.md). The ones
 * a user can cause are translated (keys of `Errors`); `field` is the form field it belongs to.
 */
const KNOWN_FIELD_ERRORS: Record<string, { field: string; key: string }> = {
  'currentPassword: the current password is not correct': {
    field: 'currentPassword',
    key: 'current_password_wrong',
  },
  'file: must be a PDF, JPEG, PNG or WebP file': { field: 'file', key: 'file_type' },
  // Uploads (docs/storage.md): a verified e-mail first, at most 10 documents and 20 MB together.
  'file: verify your email before uploading': { field: 'file', key: 'upload_email_unverified' },
  'file: the documents may hold at most 20 MB together': { field: 'file', key: 'documents_total_too_large' },
  'file: at most 10 documents': { field: 'file', key: 'too_many_documents' },
};
const FIELD_ERROR = /^[A-Za-z][\w.[\]]*: /;

/** The translated key (in `Errors`) and form field of a known API field error, else null. */
export function knownFieldError(error: unknown): { field: string; key: string } | null {
  const message = toApiError(error).serverMessage;
  return (message && KNOWN_FIELD_ERRORS[message]) || null;
}

/**
 * The text to show a user: the server's message when it sent one, else the translated generic text.
 * A raw field error ("field: …", English, naming a field) is never shown: the generic text stands in.
 */
export function errorText(error: unknown, genericText: string): string {
  const message = toApiError(error).serverMessage;
  return message && !FIELD_ERROR.test(message) ? message : genericText;
}

/** How long a 429 asks to wait, in the unit the message reads best in; null for other errors. */
export interface RateLimitWait {
  unit: 'seconds' | 'minutes';
  count: number;
}

export function rateLimitWait(error: unknown): RateLimitWait | null {
  const apiError = toApiError(error);
  if (apiError.status !== 429 || apiError.retryAfterSeconds === null) return null;
  const seconds = Math.max(1, apiError.retryAfterSeconds);
  return seconds < 60
    ? { unit: 'seconds', count: seconds }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
