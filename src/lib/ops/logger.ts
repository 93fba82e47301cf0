import pino, { type DestinationStream, type Logger } from 'pino';
import { processWide } from './processWide';

/**
 * Request headers and fields that carry secrets: never written, whatever logs them. Messages are
 * written by the site's own code and never hold a visitor's input; an e-mail that slips into one is
 * masked all the same (maskEmails).
 */
export const REDACTED_PATHS = [
  'apikey',
  'apiKey',
  'password',
  'token',
  'authorization',
  'cookie',
  'email',
  'headers.apikey',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.apikey',
  '*.password',
  '*.token',
  '*.email',
];

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** `someone@example.com` as `s…@example.com`: which domain, never whose address. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '$1…@$2');
}

/** The site's structured log: JSON lines on standard output (or `destination`, for tests). */
export function createSiteLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      base: { program: 'site' },
      level: process.env.LOG_LEVEL ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg));
          method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** The process's logger. */
export function siteLogger(): Logger {
  return processWide('siteLogger', () => createSiteLogger());
}
