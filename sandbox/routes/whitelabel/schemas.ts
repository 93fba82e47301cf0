import { z } from '@hono/zod-openapi';
import {
  CLUB_PAYMENT_METHOD_NAMES,
  TAX_ID_LABELS,
  type ClubPaymentMethodName,
} from '../../lib/club-payments';
import { text } from '../../lib/text';

// No `i` flag: the OpenAPI document shows the pattern as written, and flags do not travel.
const HOST_PATTERN =
  /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:\d{1,5})?$/;

export const ClubConfigQuerySchema = z.object({
  domain: text()
    .trim()
    .min(1, 'must not be empty')
    .max(261)
    .regex(HOST_PATTERN, 'must be a host with an optional port, e.g. skyline.localhost:3000')
    .openapi({
      description: 'Host the site was requested on, including the port (case-insensitive)',
      example: 'skyline.localhost:3000',
    }),
});

const hex = z.string().openapi({ example: '#0B4F8A' });

export const ColorSchemaSchema = z
  .object({
    primary: z.object({ '100': hex, '80': hex, '60': hex, '40': hex, '30': hex, '20': hex }),
    secondary: z.object({ '100': hex, '80': hex, '60': hex, '40': hex, '20': hex }),
    primary_box: hex,
  })
  .openapi('ColorSchema');

export const PanelTypeSchema = z.enum(['SUPER_ADMIN', 'FRONTEND', 'ADMIN', 'AGENT']).openapi('PanelType');

export const ClubConfigurationSchema = z
  .object({
    club_details: z.object({
      club_id: z.number().int().openapi({ example: 101 }),
      club_name: z.string().openapi({ example: 'Skyline Travel' }),
      club_names: z.object({ en: z.string(), ar: z.string() }).openapi({
        description: "The club's name per language (Arabic falls back to the English name)",
        example: { en: 'Skyline Travel', ar: 'سكاي لاين للسفر' },
      }),
      club_class: z.string().openapi({ description: 'CSS class for <body>', example: 'club-skyline' }),
      agent_club_url: z.string().openapi({ example: 'http://agent.skyline.localhost:3000' }),
      customer_club_url: z.string().openapi({ example: 'http://skyline.localhost:3000' }),
      copyright_text: z.object({ en: z.string(), ar: z.string() }).openapi({
        description: 'The copyright line per language; an empty text falls back to the default language',
      }),
      description: z.object({ en: z.string(), ar: z.string() }),
    }),
    default_currency: z.string().openapi({ example: 'USD' }),
    default_country_code: z.string().openapi({ description: 'ISO 3166-1 alpha-2', example: 'AE' }),
    default_language: z.string().openapi({ example: 'en' }),
    default_languageId: z.number().int().openapi({ example: 1 }),
    languages: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    currencies: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        icon: z.string().openapi({ description: 'URL of an SVG icon' }),
        symbol: z.string(),
      }),
    ),
    images: z.object({
      images_path: z.string().openapi({ description: 'Base URL of the club images folder' }),
      logo: z.string().openapi({ description: 'Full URL of the club logo (SVG)' }),
    }),
    theme_setup: z.object({ theme_id: z.number().int(), color_schema: ColorSchemaSchema }),
    urls: z.array(z.object({ panelType: PanelTypeSchema, url: z.string() })),
    social_links: z.object({ instagram: z.string(), facebook: z.string(), twitter: z.string() }),
    social_login: z
      .object({
        google_client_id: z.string().nullable(),
        facebook_app_id: z.string().nullable(),
      })
      .openapi({
        description:
          'Public client ids for social sign-in; the site offers a provider only when its id is set',
      }),
    captcha: z.object({
      provider: z.enum(['altcha', 'recaptcha']),
      recaptcha_site_key: z.string().nullable(),
    }),
    contact: z
      .object({
        email: z.string().openapi({ example: 'support@skyline.test' }),
        phone: z.string().openapi({ description: 'International format', example: '+971 4 555 0142' }),
        address: z.object({ en: z.string(), ar: z.string() }),
        opening_hours: z.object({ en: z.string(), ar: z.string() }),
      })
      .openapi({
        description:
          'Where visitors reach the club, shown on the contact page; contact messages are mailed to `email`. ' +
          'An empty text means the club has none.',
      }),
    payments: z
      .object({
        methods: z
          .array(z.enum(CLUB_PAYMENT_METHOD_NAMES as [ClubPaymentMethodName, ...ClubPaymentMethodName[]]))
          .openapi({
            description:
              'The payment methods the checkout offers (cards, UPI, net banking), as the payment method ' +
              'enumeration names; `GET /payment/methods` lists these, plus the wallet and loyalty points ' +
              'an account has. A Gulf club offers cards; UPI and net banking are for a club configured for them.',
            example: ['DebitCard', 'CreditCard'],
          }),
        tax_id_label: z.enum(TAX_ID_LABELS).openapi({
          description:
            "What the tax invoice calls a company's tax number: GST (GST number, India), VAT (VAT number) " +
            'or TRN (tax registration number, UAE)',
          example: 'TRN',
        }),
      })
      .openapi({ description: 'How the club takes payment and what its tax invoice asks for' }),
    show_hijri: z.boolean().openapi({
      description:
        'Whether Arabic pages, PDFs and mails show the Umm al-Qura (Hijri) date beside each Gregorian ' +
        'date; on by default for a club whose default language is Arabic',
      example: true,
    }),
    maps: z
      .object({
        style_url: z
          .string()
          .nullable()
          .openapi({
            description:
              'A MapLibre style JSON for the hotel maps (results and details); `{key}` in it is replaced by ' +
              '`key`. null: the site shows no map and no map button',
            example: 'https://api.maptiler.com/maps/streets-v2/style.json?key={key}',
          }),
        key: z
          .string()
          .nullable()
          .openapi({
            description:
              "The map provider's browser key (public, restricted by the provider to the club's hosts); " +
              'null when the style needs none',
          }),
      })
      .openapi({ description: 'The hotel map (optional; the specification calls it the maps key)' }),
  })
  .openapi('ClubConfiguration');

export type ClubConfiguration = z.infer<typeof ClubConfigurationSchema>;
