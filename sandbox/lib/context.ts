import type { Database } from '../db/client';

export interface AppConfig {
  /** The only key the `apikey` header accepts. */
  apiKey: string;
  /** Base URL at which browsers reach the sandbox (asset and panel URLs are built from it). */
  publicUrl: string;
  /** Browser origins allowed besides the clubs' own hosts, e.g. `http://localhost:3000`. */
  extraOrigins: string[];
}

/** Where unexpected errors are reported; `console` in the server, a spy in tests. */
export type Logger = Pick<Console, 'error' | 'info'>;

/** Hono environment shared by every sandbox router. */
export interface AppEnv {
  Variables: {
    db: Database;
    config: AppConfig;
    /** Set by the club guard once `Whitelabel-Id` names an existing club. */
    clubId: number;
  };
}
