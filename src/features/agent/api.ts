import type { ApiClient, Envelope } from '@/lib/api/client';
import { USER_TYPE } from '@/lib/session/user';
import type { WalletAnswer } from './walletSlice';

/** Staff users read their wallet at their own path; agents and sub-agents at the agent one. */
export function walletBalancePath(userType: number, userId: number): string {
  return userType === USER_TYPE.STAFF_USER
    ? `/agent/staff/wallet/available/balance/${userId}`
    : `/agent/wallet/available/balance/${userId}`;
}

/**
 * The available balance of the wallet the user spends from, and the agent's points (null when the
 * club awards none, or the answer's points are not a whole number of at least 0).
 */
export async function fetchWalletBalance(
  api: ApiClient,
  userType: number,
  userId: number,
): Promise<WalletAnswer> {
  const response = await api.get<
    Envelope<{ availableBalance: number | string; points?: number | string | null }>
  >(walletBalancePath(userType, userId));
  const balance = Number(response.data.data?.availableBalance);
  const rawPoints = response.data.data?.points;
  const points = rawPoints === null || rawPoints === undefined || rawPoints === '' ? NaN : Number(rawPoints);
  return {
    availableBalance: Number.isFinite(balance) ? balance : 0,
    points: Number.isInteger(points) && points >= 0 ? points : null,
  };
}

/** A single-use, short-lived token for the agent panel, so the login token never goes into a URL. */
export async function requestHandoffToken(api: ApiClient): Promise<string> {
  const response = await api.post<Envelope<{ token: string; expiresIn: number }>>('/auth/handoff-token');
  const token = response.data.data?.token;
  if (!token) throw new Error('The hand-off answer had no token');
  return token;
}

/** The agent panel's address with the hand-off token in its query. */
export function agentPanelHref(panelUrl: string, token: string): string {
  const url = new URL(panelUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
