import {
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Shades the site turns into CSS custom properties. */
export interface ColorSchema {
  primary: { '100': string; '80': string; '60': string; '40': string; '30': string; '20': string };
  secondary: { '100': string; '80': string; '60': string; '40': string; '20': string };
  primary_box: string;
}

export interface SocialLinks {
  instagram: string;
  facebook: string;
  twitter: string;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const currencies = pgTable(
  'currencies',
  {
    code: char('code', { length: 3 }).primaryKey(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    /** Full URL of the currency's icon. */
    icon: text('icon').notNull(),
    /** Units of this currency per 1 USD. */
    ratePerUsd: doublePrecision('rate_per_usd').notNull(),
    decimals: smallint('decimals').notNull().default(2),
    ...timestamps,
  },
  (table) => [
    check('currencies_code_upper', sql`${table.code} ~ '^[A-Z]{3}$'`),
    check('currencies_rate_positive', sql`${table.ratePerUsd} > 0`),
  ],
);

export const clubs = pgTable('clubs', {
  id: integer('id').primaryKey(),
  /** Folder name of the club's assets, e.g. `skyline`. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The club's name on Arabic pages (`name` is the English one); empty when it has none. */
  nameAr: text('name_ar').notNull().default(''),
  cssClass: text('css_class').notNull(),
  /** The copyright line in English; `copyrightTextAr` is the Arabic one (either may be empty). */
  copyrightText: text('copyright_text').notNull(),
  copyrightTextAr: text('copyright_text_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  customerClubUrl: text('customer_club_url').notNull(),
  agentClubUrl: text('agent_club_url').notNull(),
  agentPanelUrl: text('agent_panel_url').notNull(),
  defaultCurrency: char('default_currency', { length: 3 })
    .notNull()
    .references(() => currencies.code),
  defaultCountryCode: char('default_country_code', { length: 2 }).notNull(),
  defaultLanguage: text('default_language')
    .notNull()
    .references(() => languages.code),
  themeId: integer('theme_id').notNull(),
  colorSchema: jsonb('color_schema').$type<ColorSchema>().notNull(),
  /** Base URL of the folder holding the club's logo and other images. */
  imagesPath: text('images_path').notNull(),
  socialLinks: jsonb('social_links').$type<SocialLinks>().notNull(),
  /** When set the site uses Google reCAPTCHA; otherwise the self-hosted ALTCHA challenge. */
  recaptchaSiteKey: text('recaptcha_site_key'),
  /** The club's own reCAPTCHA secret (write-only in the console); the API's RECAPTCHA_SECRET_KEY without it. */
  recaptchaSecretKey: text('recaptcha_secret_key'),
  /** The uploaded logo's file name under `imagesPath` (club_logos); `logo.svg` of the assets folder without it. */
  logoFile: text('logo_file'),
  /** Public client ids for social sign-in; a provider without one offers no button on the site. */
  googleClientId: text('google_client_id'),
  facebookAppId: text('facebook_app_id'),
  /** Where visitors reach the club: the contact page shows these, contact messages go to the email. */
  supportEmail: text('support_email').notNull().default(''),
  supportPhone: text('support_phone').notNull().default(''),
  /** Where replies to the club's mail go; empty means `supportEmail` (lib/mail/club.ts). */
  mailReplyTo: text('mail_reply_to').notNull().default(''),
  addressEn: text('address_en').notNull().default(''),
  addressAr: text('address_ar').notNull().default(''),
  openingHoursEn: text('opening_hours_en').notNull().default(''),
  openingHoursAr: text('opening_hours_ar').notNull().default(''),
  /** Whether the club awards its agents points (shown beside the wallet balance on the agent site). */
  agentPoints: boolean('agent_points').notNull().default(false),
  /**
   * The payment methods the checkout offers, as PAYMENT_METHOD codes among cards (1, 2), UPI (3) and
   * net banking (4) (lib/club-payments.ts); the wallet and loyalty points follow the account.
   */
  paymentMethods: jsonb('payment_methods').$type<number[]>().notNull().default([1, 2]),
  /**
   * Whether Arabic pages, PDFs and mails show the Umm al-Qura date beside each Gregorian one
   * (migration 0023 turned it on for the clubs whose default language is Arabic).
   */
  showHijri: boolean('show_hijri').notNull().default(false),
  /**
   * The map style (MapLibre style JSON) the hotel results and details draw their map with; null: no
   * map. `{key}` in it is replaced by `mapsKey`, the provider's browser key (public, like a site key).
   */
  mapsStyleUrl: text('maps_style_url'),
  mapsKey: text('maps_key'),
  /** What the tax invoice calls a company's tax number: GST, VAT (a VAT number) or TRN. */
  taxIdLabel: text('tax_id_label', { enum: ['GST', 'VAT', 'TRN'] })
    .notNull()
    .default('VAT'),
  ...timestamps,
});

export const clubHosts = pgTable(
  'club_hosts',
  {
    /** Lower-case host including the port, as the browser sends it: `skyline.localhost:3000`. */
    host: text('host').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['customer', 'agent'] }).notNull(),
  },
  (table) => [
    index('club_hosts_club_id_idx').on(table.clubId),
    check('club_hosts_kind', sql`${table.kind} in ('customer', 'agent')`),
    check('club_hosts_lowercase', sql`${table.host} = lower(${table.host})`),
  ],
);

export const clubLanguages = pgTable(
  'club_languages',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.languageCode] })],
);

export const clubCurrencies = pgTable(
  'club_currencies',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    currencyCode: char('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.currencyCode] })],
);

export const blacklistedAirports = pgTable(
  'blacklisted_airports',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    airportCode: char('airport_code', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.airportCode] }),
    check('blacklisted_airports_code_upper', sql`${table.airportCode} ~ '^[A-Z]{3}$'`),
  ],
);
