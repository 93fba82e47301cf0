import { PAYMENT_METHOD, type PaymentMethod } from '../db/tables/bookings';

/**
 * What a club configures about paying (issue 30 item 22): the ways its checkout takes money, and
 * what its tax invoice calls a company's tax number. A Gulf club takes cards (mada cards are
 * recognised among them) and asks for a VAT number or a TRN; UPI, net banking and the GST number
 * are Indian and appear only for a club configured for them. The wallet and loyalty points belong
 * to the account, not to this list.
 */
export const CLUB_PAYMENT_METHODS = {
  DebitCard: PAYMENT_METHOD.DebitCard,
  CreditCard: PAYMENT_METHOD.CreditCard,
  UPI: PAYMENT_METHOD.UPI,
  NetBanking: PAYMENT_METHOD.NetBanking,
} as const;
export type ClubPaymentMethodName = keyof typeof CLUB_PAYMENT_METHODS;
export const CLUB_PAYMENT_METHOD_NAMES = Object.keys(CLUB_PAYMENT_METHODS) as ClubPaymentMethodName[];

/** GST number (India), VAT number (Saudi Arabia and most VAT countries), TRN (the UAE). */
export const TAX_ID_LABELS = ['GST', 'VAT', 'TRN'] as const;
export type TaxIdLabel = (typeof TAX_ID_LABELS)[number];

/** What a club gets unless configured otherwise: cards and a VAT number. */
export const DEFAULT_CLUB_PAYMENT_METHODS: readonly ClubPaymentMethodName[] = ['DebitCard', 'CreditCard'];
export const DEFAULT_TAX_ID_LABEL: TaxIdLabel = 'VAT';

const CLUB_METHOD_CODES: readonly number[] = Object.values(CLUB_PAYMENT_METHODS);

/** Whether `method` is one the club chooses to offer (cards, UPI, net banking). */
export const isClubConfiguredMethod = (method: number): method is PaymentMethod =>
  CLUB_METHOD_CODES.includes(method);

/** The names of the stored codes, in the order of the enumeration (unknown codes dropped). */
export function clubPaymentMethodNames(codes: readonly number[]): ClubPaymentMethodName[] {
  return CLUB_PAYMENT_METHOD_NAMES.filter((name) => codes.includes(CLUB_PAYMENT_METHODS[name]));
}
