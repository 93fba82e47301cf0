import {
  PAYMENT_METHOD,
  PAYMENT_TYPE,
  USER_TYPE,
  type PaymentMethod,
  type PaymentType,
} from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs } from '../../db/schema';
import {
  CLUB_PAYMENT_METHODS,
  clubPaymentMethodNames,
  isClubConfiguredMethod,
} from '../../lib/club-payments';
import type { AuthSession, UserRow } from '../../lib/session';
import { findWallet } from '../wallet/repository';
import { POINT_CURRENCY, POINT_VALUE, loyaltyPointsOf } from './repository';
import { AGENT_PAYMENT_MODE, NET_BANKS, type PaymentMethodEntry } from './schemas';

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

export const AGENT_MODE_FOR_AGENTS_MESSAGE = 'agentPaymentMode: agent payment modes are for agents only';
export const METHOD_NOT_OFFERED_MESSAGE = 'method: this club does not offer this payment method';

/** The card, UPI and net banking codes the club's configuration offers. */
async function clubMethodCodes(db: Database, clubId: number): Promise<number[]> {
  const [club] = await db
    .select({ paymentMethods: clubs.paymentMethods })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return club?.paymentMethods ?? [];
}

/**
 * Whether the club takes `method`: cards, UPI and net banking as its configuration says; the wallet
 * and loyalty points are the account's (their own checks apply when charging).
 */
export async function clubOffersMethod(db: Database, clubId: number, method: number): Promise<boolean> {
  if (!isClubConfiguredMethod(method)) return true;
  return (await clubMethodCodes(db, clubId)).includes(method);
}

const CLUB_METHOD_ENTRIES = {
  DebitCard: () => entry(PAYMENT_METHOD.DebitCard, 'DebitCard', 'debit_card'),
  CreditCard: () => entry(PAYMENT_METHOD.CreditCard, 'CreditCard', 'credit_card'),
  UPI: () => entry(PAYMENT_METHOD.UPI, 'UPI', 'upi'),
  NetBanking: () => ({
    ...entry(PAYMENT_METHOD.NetBanking, 'NetBanking', 'net_banking'),
    banks: NET_BANKS.map((bank) => ({ ...bank })),
  }),
} satisfies Record<keyof typeof CLUB_PAYMENT_METHODS, () => PaymentMethodEntry>;

/**
 * The methods this caller may pay with at this club, in the order the checkout lists them: the
 * club's configured cards, UPI and net banking, then the account's loyalty points and wallet. The
 * module type does not change the list today; it is part of the call so that hotels can differ later.
 */
export async function paymentMethodsFor(
  db: Database,
  clubId: number,
  session: AuthSession | null,
): Promise<PaymentMethodEntry[]> {
  const methods: PaymentMethodEntry[] = clubPaymentMethodNames(await clubMethodCodes(db, clubId)).map(
    (name) => CLUB_METHOD_ENTRIES[name](),
  );
  if (!session) return methods;
  const agent = isAgentType(session.user);
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
  // Agents see the specification's two payment modes: their wallet, or paying directly.
  if (!agent) return methods;
  return methods.map((method) => ({
    ...method,
    agentPaymentMode:
      method.method === PAYMENT_METHOD.Wallet ? AGENT_PAYMENT_MODE.WALLET : AGENT_PAYMENT_MODE.AGENT,
  }));
}
