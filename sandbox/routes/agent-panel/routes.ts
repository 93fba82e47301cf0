import { createRoute, z } from '@hono/zod-openapi';
import { USER_TYPE } from '../../db/schema';
import { requireApprovedAgent } from '../../lib/agent-approval';
import { TOKEN_LIFETIME_SECONDS, issueToken, sessionOf, verifyToken } from '../../lib/auth';
import { findClubSettings } from '../../lib/clubs';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, publicAccess, siteHeaders } from '../../lib/openapi';
import { PAGE_HEADERS, errorPage, signedInPage } from './page';
import { text } from '../../lib/text';

const ROLE_NAMES: Record<number, string> = {
  [USER_TYPE.AGENT]: 'Agent',
  [USER_TYPE.SUB_AGENT]: 'Sub-agent',
  [USER_TYPE.STAFF_USER]: 'Staff user',
};

export const AGENTS_ONLY_MESSAGE = 'Only agents, sub-agents and staff users can open the agent panel';

const postHandoffToken = createRoute({
  ...access.user,
  method: 'post',
  path: '/auth/handoff-token',
  tags: ['Agent panel'],
  summary: 'A single-use, 60-second token that opens the agent panel (agent-type users only)',
  description:
    'The site opens `{agent panel url}?token=<this token>` in a new tab instead of putting the ' +
    '7-day login token in a URL. The token works once, on the panel or on GET /auth/profile.',
  request: { headers: siteHeaders },
  responses: {
    201: jsonEnvelope(
      z.object({ token: z.string(), expiresIn: z.number().int().openapi({ example: 60 }) }),
      'The hand-off token',
    ),
    ...errorResponses(401, 403, 500),
  },
});

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

// A page the browser opens in a new tab: no apikey; the token names the user and the club.
const getAgentPanel = createRoute({
  method: 'get',
  path: '/agent-panel',
  security: publicAccess,
  tags: ['Agent panel'],
  summary: 'The reference agent panel page (HTML), opened with a hand-off token',
  request: {
    query: z.object({
      token: text().optional().openapi({ description: 'Hand-off token from POST /auth/handoff-token' }),
    }),
  },
  responses: {
    200: html('Signed in as the agent'),
    401: html('The token is missing, expired or already used'),
  },
});

export const agentPanelRoutes = createRouter()
  .openapi(postHandoffToken, async (c) => {
    const { user } = sessionOf(c);
    if (!(user.userType in ROLE_NAMES)) throw new ApiError(403, AGENTS_ONLY_MESSAGE);
    requireApprovedAgent(user);
    const { token } = await issueToken(c.var.db, c.var.services, user, 'handoff');
    const expiresIn = TOKEN_LIFETIME_SECONDS.handoff;
    return c.json(success({ token, expiresIn }, 'Hand-off token issued', 201), 201);
  })
  .openapi(getAgentPanel, async (c) => {
    const { token } = c.req.valid('query');
    const session = token
      ? await verifyToken(c.var.db, c.var.services, token, { purposes: ['handoff'] })
      : null;
    const role = session ? ROLE_NAMES[session.user.userType] : undefined;
    const club = session && role ? await findClubSettings(c.var.db, session.user.clubId) : null;
    if (!session || !role || !club) {
      const reason = token
        ? 'The sign-in link has expired or was already used.'
        : 'The sign-in link has no token.';
      return c.body(errorPage(reason), 401, PAGE_HEADERS);
    }
    const { user } = session;
    return c.body(
      signedInPage({ clubName: club.name, fullName: user.fullName, email: user.email, role }),
      200,
      PAGE_HEADERS,
    );
  });
