import { maskEmails } from './mask';

/** Error fields worth a log line: what went wrong and where, never a value that was written. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'status',
];
const MAX_CAUSES = 3;

/**
 * pino's `err` serializer. A failed query's message carries its parameters (drizzle writes
 * `Failed query: …\nparams: jane@example.com,<hash>,…`) and the database's `detail` repeats the
 * clashing value, so only the message up to its parameters, the stack frames and an allow-list of
 * fields are kept, down the `cause` chain.
 */
export function safeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = maskEmails(error.message.split('\nparams:')[0] ?? '');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: Record<string, unknown> = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
