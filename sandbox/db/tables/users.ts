import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clubs, currencies, languages } from './clubs';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The user types of the specification (section 3, enumerations). */
export const USER_TYPE = {
  SUPER_ADMIN: 1,
  WL_ADMIN: 2,
  USER: 3,
  GUEST_USER: 4,
  REGISTERED: 5,
  AGENT: 6,
  SUB_AGENT: 7,
  STAFF_USER: 8,
} as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The agent approval states of the specification (section 3, enumerations). */
export const AGENT_APPROVAL = { APPROVED: 1, PENDING: 2, IN_REVIEW: 3, REJECTED: 4 } as const;
export type AgentApproval = (typeof AGENT_APPROVAL)[keyof typeof AGENT_APPROVAL];

/** The one-time-code flows that issue a code (RESEND_OTP=4 reuses the last code's type). */
export const OTP_TYPE = { SIGNUP: 1, LOGIN: 2, FORGOT_PASSWORD: 3 } as const;
export type OtpType = (typeof OTP_TYPE)[keyof typeof OTP_TYPE];

export const TOKEN_PURPOSES = ['session', 'reset', 'handoff'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const LOGIN_KINDS = ['NORMAL', 'GOOGLE', 'FACEBOOK'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique within a club. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** With the leading plus, e.g. `+971`. */
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    userType: smallint('user_type').$type<UserType>().notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Absolute URL of the stored profile image (served by the API itself), or null. */
    profilePic: text('profile_pic'),
    /** Postal address, at most 200 characters, or null. */
    address: text('address'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    preferredLanguage: text('preferred_language')
      .notNull()
      .references(() => languages.code),
    preferredCurrency: char('preferred_currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    /** ISO 3166-1 alpha-2, or null when the user never chose one. */
    preferredCountry: char('preferred_country', { length: 2 }),
    /** Sub-agents and staff users belong to an agent and draw on the agent's wallet. */
    parentAgentId: integer('parent_agent_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    /** AGENT users only: the state of their application (docs/agent-contract.md); null for others. */
    agentApproval: smallint('agent_approval').$type<AgentApproval>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('users_club_email_unique').on(table.clubId, table.email),
    index('users_parent_agent_id_idx').on(table.parentAgentId),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_user_type', sql`${table.userType} between 1 and 8`),
    check('users_country_upper', sql`${table.preferredCountry} ~ '^[A-Z]{2}$'`),
    check('users_agent_approval', sql`${table.agentApproval} between 1 and 4`),
  ],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOGIN_KINDS }).notNull().default('NORMAL'),
    /** The address the sandbox saw the request come from. */
    socketIp: text('socket_ip').notNull(),
    /** The location and device fields the site reported (spec section 3), as sent. */
    reportedIp: text('reported_ip').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    loginDevice: text('login_device').notNull().default(''),
    otherDetail: text('other_detail').notNull().default(''),
    browser: text('browser').notNull().default(''),
    at: at('at').notNull(),
  },
  (table) => [
    index('login_events_user_id_idx').on(table.userId),
    check('login_events_kind', sql`${table.kind} in ('NORMAL', 'GOOGLE', 'FACEBOOK')`),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    otpType: smallint('otp_type').$type<OtpType>().notNull(),
    /** sha-256 of the code and the server's pepper; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Set when the code was used, or when a newer code of the same type replaced it. */
    consumedAt: at('consumed_at'),
  },
  (table) => [
    index('one_time_codes_lookup_idx').on(table.clubId, table.email, table.otpType, table.sentAt),
    check('one_time_codes_otp_type', sql`${table.otpType} between 1 and 3`),
    check('one_time_codes_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export const tokens = pgTable(
  'tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Logout, a password reset, or the single use of a reset or hand-off token. */
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('tokens_user_id_idx').on(table.userId),
    check('tokens_purpose', sql`${table.purpose} in ('session', 'reset', 'handoff')`),
  ],
);

/** Solved ALTCHA challenges, kept until they expire so a solution cannot be used twice. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    key: text('key').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('used_captchas_expires_at_idx').on(table.expiresAt)],
);
