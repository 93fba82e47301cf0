/** The club API's module-agnostic payment shapes (docs/flights-contract.md, "Bookings and payments"). */

/** Module type enumeration: which kind of booking a payment is for. */
export const MODULE_TYPE = { Flight: 1, Hotel: 2 } as const;
export type ModuleType = (typeof MODULE_TYPE)[keyof typeof MODULE_TYPE];

/** Payment method enumeration. */
export const PAYMENT_METHOD = {
  DebitCard: 1,
  CreditCard: 2,
  UPI: 3,
  NetBanking: 4,
  LoyaltyPoints: 5,
  Wallet: 6,
} as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** The specification's agent payment modes: the agent pays directly, or from the agency wallet. */
export const AGENT_PAYMENT_MODE = { AGENT: 1, WALLET: 2 } as const;
export type AgentPaymentMode = (typeof AGENT_PAYMENT_MODE)[keyof typeof AGENT_PAYMENT_MODE];

export const PAYMENT_METHOD_NAMES: Record<number, string> = {
  1: 'DebitCard',
  2: 'CreditCard',
  3: 'UPI',
  4: 'NetBanking',
  5: 'LoyaltyPoints',
  6: 'Wallet',
};

/** Booking status enumeration. */
export const BOOKING_STATUS_NAMES: Record<number, string> = {
  1: 'Confirmed',
  2: 'Pending',
  3: 'Cancelled',
  4: 'Completed',
  5: 'Failed',
  6: 'InProcess',
  7: 'CancelRequested',
};
export const BOOKING_STATUS = { Confirmed: 1, Pending: 2, Failed: 5 } as const;

export interface Bank {
  code: string;
  name: string;
}

export interface PaymentMethod {
  method: number;
  name: string;
  paymentType: number;
  labelKey: string;
  banks?: Bank[];
  points?: number;
  pointValue?: number;
  pointCurrency?: string;
  availableBalance?: number;
  currency?: string;
  /** Agent-type callers only: which of the agent payment modes this method belongs to. */
  agentPaymentMode?: AgentPaymentMode;
}

export interface CardToken {
  paymentToken: string;
  brand: string;
  last4: string;
  expiresAt: string;
  /** When the card was also saved (`saveCard`). */
  savedCard?: SavedCard;
}

/** A card the user kept (TOKENIZATION): what identifies it to them, never its number. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The specification's payment mode marker for a payment with a saved card. */
export const TOKENIZATION = 'TOKENIZATION';

export interface PaymentResult {
  paymentId: string;
  status: 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  bookingId: string;
  bookingStatus: number;
  method: number;
  paymentType: number;
  amount: number;
  currency: string;
  message: string;
  walletBalance?: number;
  pointsBalance?: number;
  refund: { status: number; amount: number; currency: string } | null;
}

/** What the payer names: a card token, a UPI id, a bank, or nothing (wallet, points). */
export interface PaymentInstrument {
  method: number;
  paymentToken?: string;
  upiId?: string;
  bankCode?: string;
  /** TOKENIZATION with `savedCardId`: a saved card instead of a card typed now. */
  paymentMode?: typeof TOKENIZATION;
  savedCardId?: string;
  /** An agent's payment mode, sent when the API announced the modes. */
  agentPaymentMode?: AgentPaymentMode;
}

/** The booking being paid for, whatever its module. */
export interface PayableBooking {
  bookingId: string;
  moduleType: ModuleType;
  amount: number;
  currency: string;
  /** The guest's proof of ownership; null for a logged-in owner. */
  accessToken: string | null;
}
