/**
 * The settings every part of the sandbox is built from. These types import nothing, so that any
 * module may depend on them; the Hono environment that carries them per request is `AppEnv` in
 * lib/app-env.ts.
 */

export type NodeEnv = 'development' | 'test' | 'production';

export interface AppConfig {
  /** The only key the `apikey` header accepts. */
  apiKey: string;
  /** Base URL at which browsers reach the sandbox (asset and panel URLs are built from it). */
  publicUrl: string;
  /** Browser origins allowed besides the clubs' own hosts, e.g. `http://localhost:3000`. */
  extraOrigins: string[];
  /** `development` when left out. */
  nodeEnv?: NodeEnv;
}

/**
 * Where the app reports: a pino-backed logger in the server (lib/logging), a spy in tests. Console
 * style, so that `console` fits too: a message, then details — an Error becomes the line's `err`, a
 * plain object's fields join the line (the access log's method, route, status…).
 */
export type Logger = Pick<Console, 'error' | 'info' | 'warn'>;

/** What the server tells the app about its own state; `draining` from SIGTERM until it exits. */
export interface Lifecycle {
  draining: boolean;
}
