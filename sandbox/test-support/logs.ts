import { createLogger } from '../lib/logging/logger';

/** The app's real pino logger writing into memory: each entry is one JSON log line. */
export function aCapturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
  return {
    logger,
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
