import {
  PAYMENT_METHOD,
  PAYMENT_TYPE,
  USER_TYPE,
  type PaymentMethod,
  type PaymentType,
} from '../../db/schema';
import type { Database } from '../../db/client';
import type { AuthSession, UserRow } from '../../lib/session';
import { findWallet } from '../wallet/repository';
import { POINT_CURRENCY, POINT_VALUE, loyaltyPointsOf } from './repository';
import { NET_BANKS, type PaymentMethodEntry } from './schemas';

const AGENT_TYPES: readonly number[] = [USER_TYPE.AGENT, USER_TYPE.SUB_AGENT, USER_TYPE.STAFF_USER];

export const isAgentType = (user: UserRow) => AGENT_TYPES.includes(user.userType);

/** The wallet an agent-type user spends from: an agent's own, a sub-agent's or staff user's agent's. */
export function walletOwnerOf(user: UserRow): number | null {
  if (!isAgentType(user)) return null;
  return user.userType === USER_TYPE.AGENT ? user.id : user.parentAgentId;
}

export const PAYMENT_TYPE_OF: Record<PaymentMethod, PaymentType> = {
  [PAYMENT_METHOD.DebitCard]: PAYMENT_TYPE.Cash,
  [PAYMENT_METHOD.CreditCard]: PAYMENT_TYPE.Cash,
  [PAYMENT_METHOD.UPI]: PAYMENT_TYPE.Cash,
  [PAYMENT_METHOD.NetBanking]: PAYMENT_TYPE.Cash,
  [PAYMENT_METHOD.LoyaltyPoints]: PAYMENT_TYPE.LoyaltyPoints,
  [PAYMENT_METHOD.Wallet]: PAYMENT_TYPE.Wallet,
};

const entry = (method: PaymentMethod, name: string, labelKey: string): PaymentMethodEntry => ({
  method,
  name,
  labelKey,
  paymentType: PAYMENT_TYPE_OF[method],
});

/**
 * The methods this caller may pay with, in the order the checkout lists them. The module type does
 * not change the list today; it is part of the call so that hotels can differ later.
 */
export async function paymentMethodsFor(
  db: Database,
  session: AuthSession | null,
): Promise<PaymentMethodEntry[]> {
  const methods = [
    entry(PAYMENT_METHOD.DebitCard, 'DebitCard', 'debit_card'),
    entry(PAYMENT_METHOD.CreditCard, 'CreditCard', 'credit_card'),
    entry(PAYMENT_METHOD.UPI, 'UPI', 'upi'),
    {
      ...entry(PAYMENT_METHOD.NetBanking, 'NetBanking', 'net_banking'),
      banks: NET_BANKS.map((bank) => ({ ...bank })),
    },
  ];
  if (!session) return methods;
  const points = await loyaltyPointsOf(db, session.user.id);
  if (points > 0) {
    methods.push({
      ...entry(PAYMENT_METHOD.LoyaltyPoints, 'LoyaltyPoints', 'loyalty_points'),
      points,
      pointValue: POINT_VALUE,
      pointCurrency: POINT_CURRENCY,
    });
  }
  const walletOwner = walletOwnerOf(session.user);
  const wallet = walletOwner === null ? null : await findWallet(db, walletOwner);
  if (wallet) {
    methods.push({
      ...entry(PAYMENT_METHOD.Wallet, 'Wallet', 'wallet'),
      availableBalance: Number(wallet.availableBalance),
      currency: wallet.currency,
    });
  }
  return methods;
}
