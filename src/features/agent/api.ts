import type { Envelope } from '@/lib/api/client';
import { USER_TYPE } from '@/lib/session/user';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import { agentBrandingCleared, agentBrandingLoaded, type AgentBranding } from './branding';
import {
  walletBalanceFailed,
  walletBalanceLoaded,
  walletBalanceRequested,
  type WalletAnswer,
} from './walletSlice';

/** Staff users read their wallet at their own path; agents and sub-agents at the agent one. */
export function walletBalancePath(userType: number, userId: number): string {
  return userType === USER_TYPE.STAFF_USER
    ? `/agent/staff/wallet/available/balance/${userId}`
    : `/agent/wallet/available/balance/${userId}`;
}

/** The wallet's answer as the header shows it: a balance, and points only as a whole number ≥ 0. */
function toWalletAnswer(
  body: Envelope<{ availableBalance: number | string; points?: number | string | null }>,
): WalletAnswer {
  const balance = Number(body.data?.availableBalance);
  const rawPoints = body.data?.points;
  const points = rawPoints === null || rawPoints === undefined || rawPoints === '' ? NaN : Number(rawPoints);
  return {
    availableBalance: Number.isFinite(balance) ? balance : 0,
    points: Number.isInteger(points) && points >= 0 ? points : null,
  };
}

/**
 * The agent's calls as RTK Query endpoints. The balance and the branding go on into their slices
 * (walletSlice, branding), which the header reads without loading any of this.
 */
export const agentApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The available balance of the wallet the user spends from, and the agent's points (null when
     * the club awards none, or the answer's points are not a whole number of at least 0).
     */
    walletBalance: build.query<WalletAnswer, { userType: number; userId: number }>({
      query: ({ userType, userId }) => walletBalancePath(userType, userId),
      transformResponse: toWalletAnswer,
      providesTags: ['Wallet'],
      onQueryStarted: async (_user, { dispatch, queryFulfilled }) => {
        dispatch(walletBalanceRequested());
        try {
          dispatch(walletBalanceLoaded((await queryFulfilled).data));
        } catch {
          dispatch(walletBalanceFailed());
        }
      },
    }),
    /** The branding of the logged-in agent (their parent agent's); the argument is the user's id. */
    agentBranding: build.query<AgentBranding, number>({
      query: () => '/agent/branding',
      transformResponse: envelopeData<AgentBranding>,
      onQueryStarted: async (_userId, { dispatch, queryFulfilled }) => {
        try {
          dispatch(agentBrandingLoaded((await queryFulfilled).data));
        } catch {
          dispatch(agentBrandingCleared());
        }
      },
    }),
    /** A single-use, short-lived token for the agent panel, so the login token never goes into a URL. */
    handoffToken: build.mutation<string, void>({
      query: () => ({ url: '/auth/handoff-token', method: 'POST' }),
      transformResponse: (body: Envelope<{ token: string; expiresIn: number }>) => {
        const token = body.data?.token;
        if (!token) throw new Error('The hand-off answer had no token');
        return token;
      },
    }),
  }),
});

/** The agent panel's address with the hand-off token in its query. */
export function agentPanelHref(panelUrl: string, token: string): string {
  const url = new URL(panelUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
