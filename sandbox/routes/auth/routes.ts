import { createRouter } from '../../lib/openapi';
import { agentSignUpRoutes } from './agent-signup';
import { emailRoutes } from './email-routes';
import { logoutRoutes } from './logout-routes';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';

/** Sign-up (customers and agent applicants), login, one-time codes, password reset and change, and logout (docs/auth-contract.md). */
export const authRoutes = createRouter()
  .route('/', emailRoutes)
  .route('/', sessionRoutes)
  .route('/', logoutRoutes)
  .route('/', passwordRoutes)
  .route('/', agentSignUpRoutes);
