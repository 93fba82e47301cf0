import type { Database } from '../db/client';
import type { AuthSession } from './auth';
import type { AppServices } from './services';

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

/** Where unexpected errors are reported; `console` in the server, a spy in tests. */
export type Logger = Pick<Console, 'error' | 'info'>;

/** Hono environment shared by every sandbox router. */
export interface AppEnv {
  Variables: {
    db: Database;
    config: AppConfig;
    services: AppServices;
    /** Set by the club guard once `Whitelabel-Id` names an existing club. */
    clubId: number;
    /** Set by the token guards of lib/auth.ts on authenticated routes. */
    session: AuthSession | undefined;
  };
}
