import { createRoute } from '@hono/zod-openapi';
import { USER_TYPE } from '../../db/schema';
import { requireApprovedAgent } from '../../lib/agent-approval';
import { sessionOf } from '../../lib/auth';
import { errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import type { UserRow } from '../../lib/session';
import { clubAwardsAgentPoints, findWallet } from './repository';
import { WalletBalanceSchema, WalletOwnerParamsSchema } from './schemas';

export const NOT_YOUR_WALLET_MESSAGE = 'You can only see your own wallet';

const balanceRoute = (path: string, summary: string) =>
  createRoute({
    ...access.user,
    method: 'get',
    path,
    tags: ['Wallet'],
    summary,
    description:
      "Sub-agents and staff users draw on their agent's wallet; {id} is the caller's own id. " +
      "`points` is the agent's points when the club awards agent points, otherwise null.",
    request: { headers: siteHeaders, params: WalletOwnerParamsSchema },
    responses: {
      200: jsonEnvelope(WalletBalanceSchema, 'The available balance'),
      ...errorResponses(400, 401, 403, 404, 500),
    },
  });

const getAgentBalance = balanceRoute(
  '/agent/wallet/available/balance/{id}',
  'Wallet balance of an agent or a sub-agent',
);
const getStaffBalance = balanceRoute(
  '/agent/staff/wallet/available/balance/{id}',
  'Wallet balance of a staff user',
);

/** The wallet a user spends from: an agent's own, a sub-agent's or staff user's agent's. */
function walletOwnerOf(user: UserRow): number | null {
  return user.userType === USER_TYPE.AGENT ? user.id : user.parentAgentId;
}

async function balanceAnswer(
  c: Parameters<typeof sessionOf>[0],
  id: number,
  kinds: number[],
  kindName: string,
) {
  const { user } = sessionOf(c);
  if (id !== user.id) throw new ApiError(403, NOT_YOUR_WALLET_MESSAGE);
  if (!kinds.includes(user.userType)) throw new ApiError(403, `This balance is for ${kindName} only`);
  requireApprovedAgent(user);
  const ownerId = walletOwnerOf(user);
  const wallet = ownerId === null ? null : await findWallet(c.var.db, ownerId);
  if (!wallet) throw new ApiError(404, 'Wallet not found');
  const points = (await clubAwardsAgentPoints(c.var.db, c.var.clubId)) ? wallet.points : null;
  return success({ availableBalance: Number(wallet.availableBalance), currency: wallet.currency, points });
}

export const walletRoutes = createRouter()
  .openapi(getAgentBalance, async (c) =>
    c.json(
      await balanceAnswer(
        c,
        c.req.valid('param').id,
        [USER_TYPE.AGENT, USER_TYPE.SUB_AGENT],
        'agents and sub-agents',
      ),
      200,
    ),
  )
  .openapi(getStaffBalance, async (c) =>
    c.json(await balanceAnswer(c, c.req.valid('param').id, [USER_TYPE.STAFF_USER], 'staff users'), 200),
  );
