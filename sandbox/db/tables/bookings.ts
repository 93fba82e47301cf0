import { sql } from 'drizzle-orm';
import {
  char,
  check,
  serial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs, currencies } from './clubs';
import { users } from './users';

/**
 * Bookings, their payments and refunds, card tokens and loyalty points. Amounts are decimal strings
 * with three places, so that KWD, BHD and OMR fares (3 decimals) are kept exactly.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 14, scale: 3 });

/** The specification's enumerations (section 3). */
export const BOOKING_STATUS = {
  Confirmed: 1,
  Pending: 2,
  Cancelled: 3,
  Completed: 4,
  Failed: 5,
  InProcess: 6,
  CancelRequested: 7,
} as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export const REFUND_STATUS = { Refunded: 1, Pending: 2, Failed: 3 } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

export const PAYMENT_METHOD = {
  DebitCard: 1,
  CreditCard: 2,
  UPI: 3,
  NetBanking: 4,
  LoyaltyPoints: 5,
  Wallet: 6,
} as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

export const PAYMENT_TYPE = { Cash: 1, LoyaltyPoints: 2, Wallet: 3, Coupon: 4 } as const;
export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

export const MODULE_TYPE = { Flight: 1, Hotel: 2 } as const;
export type ModuleType = (typeof MODULE_TYPE)[keyof typeof MODULE_TYPE];

export const PAYMENT_STATUSES = ['SUCCEEDED', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CARD_OUTCOMES = ['succeed', 'decline', 'fail', 'cancel'] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

/** What the booking was made from: the revalidated fare, frozen. */
export interface FareSnapshot {
  routingId: string;
  tripType: string;
  cabin: number;
  passengers: { adults: number; children: number; infants: number };
  /** The offer at the booked price (see docs/flights-contract.md, Offer). */
  offer: {
    offerId: string;
    legs: unknown[];
    [key: string]: unknown;
  };
}

/** A hotel booking's stay, frozen: the checked rates and the answer in both languages. */
export interface StaySnapshot {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  rooms: { adults: number; childAges: number[] }[];
  rateIds: string[];
  /** The stay as `POST /hotel/rate-check` answered it (docs/hotels-contract.md, Stay), per language. */
  en: { [key: string]: unknown; total: number };
  ar: { [key: string]: unknown; total: number };
  guests: { firstName: string; lastName: string }[];
  specialRequests: string | null;
  arrivalTime: string | null;
}

export interface TravellerRecord {
  type: 'ADT' | 'CHD' | 'INF';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'M' | 'F';
  passportNumber: string;
  expiryDate: string;
}

export interface ContactRecord {
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

/**
 * What the supplier layer issued when the booking was ticketed (routes/bookings/supplier-references.ts):
 * a record locator per airline on the itinerary, an e-ticket number per passenger (in the travellers'
 * order), a confirmation number per hotel room (in the rooms' order).
 */
export interface SupplierReferencesRecord {
  issuedAt: string;
  recordLocators: { airlineCode: string; locator: string }[];
  eTickets: { travellerIndex: number; airlineCode: string; number: string }[];
  hotelConfirmations: { roomIndex: number; number: string }[];
}

export interface CompanyTaxRecord {
  gstNumber: boolean;
  companyName: string | null;
  registrationNo: string | null;
}

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestUserId: uuid('guest_user_id'),
    /** sha-256 of the guest's access token; the token itself is never stored. */
    accessTokenHash: text('access_token_hash').notNull(),
    /** Random salt the access token is derived from (with the server secret), for replays. */
    accessTokenSalt: text('access_token_salt').notNull(),
    reference: char('reference', { length: 6 }).notNull().unique(),
    moduleType: smallint('module_type').$type<ModuleType>().notNull(),
    status: smallint('status').$type<BookingStatus>().notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    paymentMethod: smallint('payment_method').$type<PaymentMethod>(),
    paymentType: smallint('payment_type').$type<PaymentType>(),
    /** Flights (module type 1): the fare and the travellers. */
    fare: jsonb('fare').$type<FareSnapshot>(),
    travellers: jsonb('travellers').$type<TravellerRecord[]>(),
    /** Hotels (module type 2): the stay, its guests and requests. */
    stay: jsonb('stay').$type<StaySnapshot>(),
    contact: jsonb('contact').$type<ContactRecord>().notNull(),
    companyTax: jsonb('company_tax').$type<CompanyTaxRecord>(),
    /** `user:<id>` or `guest:<uuid>`: an Idempotency-Key is the caller's own. */
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Issued at ticketing; null before (and for a booking the supplier refused). */
    supplierReferences: jsonb('supplier_references').$type<SupplierReferencesRecord>(),
    /** Why the customer cancelled (the Reason form's reasonValue), once they have. */
    cancelReason: text('cancel_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('bookings_idempotency_unique').on(table.clubId, table.idempotencyScope, table.idempotencyKey),
    index('bookings_user_id_idx').on(table.userId),
    index('bookings_guest_idx').on(table.clubId, table.guestUserId),
    check('bookings_status', sql`${table.status} between 1 and 7`),
    check('bookings_module_type', sql`${table.moduleType} in (1, 2)`),
    check(
      'bookings_content',
      sql`(${table.moduleType} = 1 and ${table.fare} is not null and ${table.travellers} is not null) or (${table.moduleType} = 2 and ${table.stay} is not null)`,
    ),
    check('bookings_amount_positive', sql`${table.amount} > 0`),
    check('bookings_owner', sql`${table.userId} is not null or ${table.guestUserId} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who paid; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    moduleType: smallint('module_type').$type<ModuleType>().notNull(),
    method: smallint('method').$type<PaymentMethod>().notNull(),
    type: smallint('type').$type<PaymentType>().notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Wallet payments: what left the (USD) wallet. */
    walletAmount: numeric('wallet_amount', { precision: 12, scale: 2 }),
    /** Loyalty payments: how many points were spent. */
    loyaltyPoints: integer('loyalty_points'),
    cardBrand: text('card_brand'),
    cardLast4: char('card_last4', { length: 4 }),
    bankCode: text('bank_code'),
    /** What the caller was told; a replay tells the same. */
    message: text('message').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('payments_idempotency_unique').on(table.clubId, table.idempotencyKey),
    index('payments_booking_id_idx').on(table.bookingId),
    check('payments_status', sql`${table.status} in ('SUCCEEDED', 'FAILED', 'CANCELLED')`),
    check('payments_method', sql`${table.method} between 1 and 6`),
    check('payments_type', sql`${table.type} between 1 and 4`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<RefundStatus>().notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('refunds_booking_id_idx').on(table.bookingId),
    check('refunds_status', sql`${table.status} between 1 and 3`),
  ],
);

/**
 * Every status a booking has had, oldest first: one row per change, written in the same transaction
 * as the change. `note` says why in the API's words (a cancellation reason, "Paid", …).
 */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: serial('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<BookingStatus>().notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('booking_status_history_booking_id_idx').on(table.bookingId),
    check('booking_status_history_status', sql`${table.status} between 1 and 7`),
  ],
);

/** Card tokens from /payment/tokenize. The card number and CVV are never stored. */
export const paymentTokens = pgTable(
  'payment_tokens',
  {
    /** sha-256 of the token. */
    tokenHash: text('token_hash').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    /** What the sandbox's pretend bank will do with this card (from the test card numbers). */
    outcome: text('outcome', { enum: CARD_OUTCOMES }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_tokens_expires_at_idx').on(table.expiresAt),
    check('payment_tokens_outcome', sql`${table.outcome} in ('succeed', 'decline', 'fail', 'cancel')`),
  ],
);

export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('loyalty_accounts_points_not_negative', sql`${table.points} >= 0`)],
);
