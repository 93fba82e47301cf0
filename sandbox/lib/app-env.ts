import type { Database } from '../db/client';
import type { AppConfig } from './context';
import type { AppServices } from './services';
import type { AuthSession } from './session';
import type { ReceivedUpload } from './uploads/received';

/** Hono environment shared by every sandbox router. */
export interface AppEnv {
  Variables: {
    db: Database;
    /** Set first (lib/logging/request-log.ts): the caller's well-formed `X-Request-Id` or a new one. */
    requestId: string;
    config: AppConfig;
    services: AppServices;
    /** Set by the club guard once `Whitelabel-Id` names an existing club. */
    clubId: number;
    /** Set by the token guards of lib/auth.ts on authenticated routes. */
    session: AuthSession | undefined;
    /** Set by `receiveUpload` (lib/uploads/receive.ts) on the upload routes: the checked file. */
    upload: ReceivedUpload | undefined;
  };
}
