import { createRoute, z } from '@hono/zod-openapi';
import { USER_TYPE } from '../../db/schema';
import { revokeToken, sessionOf } from '../../lib/auth';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, siteHeaders } from '../../lib/openapi';

/** Each kind of user logs out at its own endpoint (spec section 6). */
const logoutEndpoints = [
  {
    path: '/auth/user/logout',
    summary: 'Log out a customer (any user type but agents, sub-agents and staff)',
    accepts: (userType: number) => userType <= USER_TYPE.REGISTERED,
    message: 'Logged out',
  },
  {
    path: '/agent/admin/logout',
    summary: 'Log out an agent or a staff user',
    accepts: (userType: number) => userType === USER_TYPE.AGENT || userType === USER_TYPE.STAFF_USER,
    message: 'Agent logged out',
  },
  {
    path: '/sub-agent/admin/logout',
    summary: 'Log out a sub-agent',
    accepts: (userType: number) => userType === USER_TYPE.SUB_AGENT,
    message: 'Sub-agent logged out',
  },
] as const;

export const WRONG_LOGOUT_MESSAGE = 'This logout is not for your account type';

export const logoutRoutes = createRouter();

for (const endpoint of logoutEndpoints) {
  const route = createRoute({
    ...access.user,
    method: 'get',
    path: endpoint.path,
    tags: ['Auth'],
    summary: endpoint.summary,
    description: 'Revokes the token: every later call with it answers 401.',
    request: { headers: siteHeaders },
    responses: {
      200: jsonEnvelope(z.null(), 'Logged out'),
      ...errorResponses(401, 403, 500),
    },
  });
  logoutRoutes.openapi(route, async (c) => {
    const { user, jti } = sessionOf(c);
    if (!endpoint.accepts(user.userType)) throw new ApiError(403, WRONG_LOGOUT_MESSAGE);
    await revokeToken(c.var.db, jti, c.var.services.now());
    return c.json(success(null, endpoint.message), 200);
  });
}
