/**
 * Defaults that make `npm start` and `npm test` work on a fresh machine with the bundled reference
 * club API. Anything already set in the environment (or .env) wins.
 */
import { existsSync, readFileSync } from 'node:fs';

export const SANDBOX_PORT = 4000;
export const SITE_PORT = 3000;

export function loadDotEnv(file = '.env') {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const [, name, raw] = match;
    if (process.env[name] === undefined) process.env[name] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
}

export function demoEnv(overrides = {}) {
  loadDotEnv();
  const port = overrides.SANDBOX_PORT ?? process.env.SANDBOX_PORT ?? String(SANDBOX_PORT);
  const defaults = {
    SANDBOX_PORT: port,
    SANDBOX_API_KEY: 'sandbox-demo-key',
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_BASE_URL: `http://127.0.0.1:${port}`,
    CLUB_API_KEY: 'sandbox-demo-key',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const env = { ...process.env };
  for (const [name, value] of Object.entries(defaults)) env[name] ??= value;
  return { ...env, ...overrides };
}
