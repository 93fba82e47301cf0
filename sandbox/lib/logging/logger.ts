import pino, { type DestinationStream, type Level } from 'pino';
import type { Logger } from '../context';
import { maskEmails } from './mask';
import { safeError } from './safe-error';

/**
 * Fields that must never reach a log line, wherever they sit (one level down too: pino's
 * redaction takes `*.name` for "any object's `name`"). Nothing logs a request body, headers or a
 * mail; these paths catch the day someone passes one by mistake.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'ticket',
  'otp',
  'oneTimeCode',
  'verificationCode',
  'cardNumber',
  'card_number',
  'cvv',
  'cvc',
  'apikey',
  'apiKey',
  'authorization',
  'Authorization',
  'cookie',
  'secret',
  'email',
  'to',
  'body',
  'html',
  'text',
];
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];
export const REDACTED = '[redacted]';

export interface LoggerOptions {
  /** Where lines go: standard output (synchronously, so none is lost at exit) unless given. */
  destination?: DestinationStream;
  /** `info` unless LOG_LEVEL says otherwise. */
  level?: Level;
}

/** The pino instance behind the app's logger: one JSON object per line, secrets redacted. */
export function createPino({ destination, level }: LoggerOptions = {}): pino.Logger {
  return pino(
    {
      level: level ?? 'info',
      base: { service: 'club-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { err: safeError },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The app's console-style `Logger` over pino: `logger.error('message', error)` puts the error under
 * `err`, `logger.info('request', { route, status })` merges the fields into the line. Any e-mail
 * address in the message or in a loose detail is masked (j***@example.com).
 */
export function pinoLogger(base: pino.Logger): Logger {
  const forward =
    (level: 'info' | 'warn' | 'error') =>
    (message?: unknown, ...details: unknown[]): void => {
      const fields: Record<string, unknown> = {};
      const loose: unknown[] = [];
      for (const detail of details) {
        if (detail instanceof Error) fields.err = detail;
        else if (isPlainObject(detail)) Object.assign(fields, detail);
        else loose.push(typeof detail === 'string' ? maskEmails(detail) : detail);
      }
      if (loose.length > 0) fields.details = loose;
      base[level](fields, maskEmails(typeof message === 'string' ? message : String(message)));
    };
  return { info: forward('info'), warn: forward('warn'), error: forward('error') };
}

/** The server's logger: JSON lines on standard output. */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pinoLogger(createPino(options));
}
