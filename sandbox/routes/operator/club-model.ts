import countries from 'i18n-iso-countries';
import { z } from 'zod';
import type { ColorSchema, SocialLinks } from '../../db/schema';
import {
  CLUB_PAYMENT_METHODS,
  CLUB_PAYMENT_METHOD_NAMES,
  TAX_ID_LABELS,
  type TaxIdLabel,
} from '../../lib/club-payments';
import { hasControlCharacter } from '../../lib/text';
import { showsHijriByDefault } from '../../lib/clubs';
import type { ClubFieldError, ClubTexts } from './club-texts';
import { contrastProblems } from './contrast';

/**
 * The club form: what the operator typed (a draft, always shown back as typed) and the checked
 * values it becomes. Every refusal is a field error in the operator's language.
 */

export const PRIMARY_SHADES = ['100', '80', '60', '40', '30', '20'] as const;
export const SECONDARY_SHADES = ['100', '80', '60', '40', '20'] as const;
export const COLOUR_FIELDS = [
  ...PRIMARY_SHADES.map((shade) => `primary_${shade}` as const),
  ...SECONDARY_SHADES.map((shade) => `secondary_${shade}` as const),
  'primary_box' as const,
];
export type ColourField = (typeof COLOUR_FIELDS)[number];
export const SOCIAL_FIELDS = ['instagram', 'facebook', 'twitter'] as const;

export interface ClubDraft {
  /** Only when creating: the folder name of the club's assets. */
  slug: string;
  nameEn: string;
  nameAr: string;
  cssClass: string;
  customerHost: string;
  agentHost: string;
  languages: string[];
  defaultLanguage: string;
  currencies: string[];
  defaultCurrency: string;
  defaultCountry: string;
  copyrightEn: string;
  copyrightAr: string;
  /** Where replies to the club's mail go (clubs.mail_reply_to); empty: the support address. */
  mailReplyTo: string;
  social: Record<(typeof SOCIAL_FIELDS)[number], string>;
  colours: Record<ColourField, string>;
  /** Payment method names (CLUB_PAYMENT_METHOD_NAMES) and the tax number's label. */
  paymentMethods: string[];
  taxIdLabel: string;
  /** Umm al-Qura dates beside the Gregorian ones in Arabic (clubs.show_hijri). */
  showHijri: boolean;
  /**
   * New club form only: the operator ticked or cleared the Hijri box. Until then the box follows the
   * default language (lib/clubs showsHijriByDefault), with script as it changes, without on saving.
   */
  showHijriChosen?: boolean;
  /** The hotel map's style address and the provider's browser key (clubs.maps_style_url, maps_key). */
  mapsStyleUrl: string;
  mapsKey: string;
  captchaProvider: string;
  recaptchaSiteKey: string;
  /** Typed only; never filled from the database (secrets are write-only). */
  recaptchaSecretKey: string;
  /** Only when creating: the e-mail of the club's first operator. */
  operatorEmail: string;
}

/** The checked club values, ready to store. */
export interface ClubInput {
  nameEn: string;
  nameAr: string;
  cssClass: string;
  customerHost: string;
  agentHost: string;
  languages: string[];
  defaultLanguage: string;
  currencies: string[];
  defaultCurrency: string;
  defaultCountry: string;
  copyrightEn: string;
  copyrightAr: string;
  /** A checked e-mail address, or '' for none. */
  mailReplyTo: string;
  socialLinks: SocialLinks;
  colorSchema: ColorSchema;
  /** PAYMENT_METHOD codes of the methods the checkout offers. */
  paymentMethods: number[];
  taxIdLabel: TaxIdLabel;
  showHijri: boolean;
  /** null: no map on the site. */
  mapsStyleUrl: string | null;
  mapsKey: string | null;
  recaptchaSiteKey: string | null;
  /** undefined: keep the saved secret; null: none (ALTCHA); a string: the new secret. */
  recaptchaSecretKey: string | null | undefined;
}

/** What the form can offer: the languages and currencies of the API. */
export interface ClubCatalogue {
  languages: { code: string; name: string }[];
  currencies: { code: string; name: string }[];
}

export type FieldErrors = Record<string, string>;

const HOST =
  /^(?=.{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::(\d{1,5}))?$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
const CSS_CLASS = /^[A-Za-z][A-Za-z0-9_-]{0,59}$/;
const HEX = /^#[0-9a-f]{6}$/;
const KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** `Travel.Example.com:3000` → `travel.example.com:3000`; null unless a host name with an optional port. */
export function hostOf(value: string): string | null {
  const host = value.trim().toLowerCase();
  const match = HOST.exec(host);
  if (!match) return null;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535) ? host : null;
}

/** `#ABC` / `abc` / `#aabbcc` → `#aabbcc`; null for anything else. */
export function colourOf(value: string): string | null {
  let hex = value.trim().toLowerCase();
  if (!hex.startsWith('#')) hex = `#${hex}`;
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return HEX.test(hex) ? hex : null;
}

/**
 * A map style address (or '' for none), http(s); `{key}` may stand where the provider wants the
 * key. http stays allowed for the reference API's own style, which the demo serves without TLS (an
 * https site asks browsers to upgrade it). The error code otherwise.
 */
export function mapStyleUrlOf(value: string): { url: string } | { error: ClubFieldError } {
  const text = value.trim();
  if (!text) return { url: '' };
  if (text.length > 500) return { error: 'tooLong' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'badMapStyle' };
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { error: 'badMapStyle' };
  }
  // As typed: URL would encode the braces of `{key}`.
  return { url: text };
}

/** An https address (or '' for none); the error code otherwise. */
export function socialLinkOf(value: string): { url: string } | { error: ClubFieldError } {
  const text = value.trim();
  if (!text) return { url: '' };
  if (text.length > 300) return { error: 'tooLong' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'badUrl' };
  }
  if (url.protocol !== 'https:') return { error: 'notHttps' };
  if (url.username || url.password || !url.hostname.includes('.')) return { error: 'badUrl' };
  return { url: url.toString() };
}

const EMAIL = z.string().email().max(254);
export const isEmail = (value: string) => EMAIL.safeParse(value).success;
export const isSlug = (value: string) => SLUG.test(value);

/**
 * The Hijri box as typed. The new club form also posts how it drew the box (`showHijriDrawn`) and
 * whether the operator already chose (`showHijriChosen`): a box left as drawn follows the default
 * language, so an Arabic club starts with Hijri dates on even without script; the edit form posts
 * neither, and its box is the club's setting.
 */
function hijriOf(one: (name: string) => string): Pick<ClubDraft, 'showHijri' | 'showHijriChosen'> {
  const ticked = one('showHijri') === 'on';
  const drawn = one('showHijriDrawn');
  if (drawn === '') return { showHijri: ticked };
  const chosen = one('showHijriChosen') === '1' || drawn !== (ticked ? 'on' : 'off');
  return {
    showHijri: chosen ? ticked : showsHijriByDefault(one('defaultLanguage')),
    showHijriChosen: chosen,
  };
}

/** The typed form as a draft (missing fields are empty; repeated checkboxes are lists). */
export function draftOf(form: Record<string, string | string[]>): ClubDraft {
  const one = (name: string) => {
    const value = form[name];
    return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).slice(0, 2000);
  };
  const many = (name: string) => {
    const value = form[name];
    return (Array.isArray(value) ? value : value ? [value] : []).slice(0, 50).map((v) => v.slice(0, 10));
  };
  return {
    slug: one('slug').trim(),
    nameEn: one('nameEn'),
    nameAr: one('nameAr'),
    cssClass: one('cssClass'),
    customerHost: one('customerHost'),
    agentHost: one('agentHost'),
    languages: many('languages'),
    defaultLanguage: one('defaultLanguage'),
    currencies: many('currencies'),
    defaultCurrency: one('defaultCurrency'),
    defaultCountry: one('defaultCountry'),
    copyrightEn: one('copyrightEn'),
    copyrightAr: one('copyrightAr'),
    mailReplyTo: one('mailReplyTo'),
    social: Object.fromEntries(SOCIAL_FIELDS.map((name) => [name, one(name)])) as ClubDraft['social'],
    colours: Object.fromEntries(COLOUR_FIELDS.map((name) => [name, one(name)])) as ClubDraft['colours'],
    paymentMethods: many('paymentMethods'),
    taxIdLabel: one('taxIdLabel'),
    ...hijriOf(one),
    mapsStyleUrl: one('mapsStyleUrl'),
    mapsKey: one('mapsKey'),
    captchaProvider: one('captchaProvider') === 'recaptcha' ? 'recaptcha' : 'altcha',
    recaptchaSiteKey: one('recaptchaSiteKey'),
    recaptchaSecretKey: one('recaptchaSecretKey'),
    operatorEmail: one('operatorEmail'),
  };
}

/** A one-line text: trimmed, required or not, at most `max` characters, no control characters. */
function line(
  errors: FieldErrors,
  t: ClubTexts,
  field: string,
  value: string,
  { required = true, max = 120 } = {},
): string {
  const text = value.trim();
  if (required && !text) errors[field] = t.errors.required;
  else if (text.length > max) errors[field] = t.errors.tooLong;
  else if (hasControlCharacter(text)) errors[field] = t.errors.controlCharacters;
  return text;
}

/** The draft checked: the values to store, or the field errors (keyed by the form's field names). */
export function checkDraft(
  draft: ClubDraft,
  t: ClubTexts,
  catalogue: ClubCatalogue,
  { creating }: { creating: boolean },
): { input: ClubInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (creating && !isSlug(draft.slug)) errors.slug = t.errors.badSlug;
  if (creating && !isEmail(draft.operatorEmail.trim().toLowerCase()))
    errors.operatorEmail = t.errors.badEmail;
  const nameEn = line(errors, t, 'nameEn', draft.nameEn);
  const nameAr = line(errors, t, 'nameAr', draft.nameAr);
  const cssClass = draft.cssClass.trim();
  if (!CSS_CLASS.test(cssClass)) errors.cssClass = t.errors.badClass;
  const customerHost = hostOf(draft.customerHost);
  const agentHost = hostOf(draft.agentHost);
  if (!customerHost) errors.customerHost = t.errors.badHost;
  if (!agentHost) errors.agentHost = t.errors.badHost;
  else if (agentHost === customerHost) errors.agentHost = t.errors.sameHosts;

  const languageCodes = catalogue.languages.map((language) => language.code);
  const languages = languageCodes.filter((code) => draft.languages.includes(code));
  if (languages.length === 0) errors.languages = t.errors.pickLanguage;
  else if (!languages.includes(draft.defaultLanguage)) errors.defaultLanguage = t.errors.defaultNotOffered;
  const currencyCodes = catalogue.currencies.map((currency) => currency.code);
  const currencies = currencyCodes.filter((code) => draft.currencies.includes(code));
  if (currencies.length === 0) errors.currencies = t.errors.pickCurrency;
  else if (!currencies.includes(draft.defaultCurrency)) errors.defaultCurrency = t.errors.defaultNotOffered;
  const defaultCountry = draft.defaultCountry.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(defaultCountry) || !countries.isValid(defaultCountry)) {
    errors.defaultCountry = t.errors.badCountry;
  }

  const copyrightEn = line(errors, t, 'copyrightEn', draft.copyrightEn, { required: false, max: 200 });
  const copyrightAr = line(errors, t, 'copyrightAr', draft.copyrightAr, { required: false, max: 200 });
  const mailReplyTo = draft.mailReplyTo.trim();
  if (mailReplyTo && (mailReplyTo.length > 254 || !isEmail(mailReplyTo))) {
    errors.mailReplyTo = t.errors.badEmail;
  }
  const socialLinks = { instagram: '', facebook: '', twitter: '' };
  for (const name of SOCIAL_FIELDS) {
    const checked = socialLinkOf(draft.social[name]);
    if ('error' in checked) errors[name] = t.errors[checked.error];
    else socialLinks[name] = checked.url;
  }

  const colours = {} as Record<ColourField, string>;
  for (const name of COLOUR_FIELDS) {
    const colour = colourOf(draft.colours[name]);
    if (colour) colours[name] = colour;
    else errors[name] = t.errors.badColour;
  }
  // The checked pairs use these three; the other shades are tints the site does not draw text with.
  if (colours.primary_100 && colours.secondary_100 && colours.primary_box) {
    for (const problem of contrastProblems(colours)) {
      errors[problem.field] ??= t.unreadable(problemLabel(problem.check, t), problem.ratio.toFixed(2));
    }
  }

  const paymentMethods = CLUB_PAYMENT_METHOD_NAMES.filter((name) => draft.paymentMethods.includes(name));
  if (paymentMethods.length === 0) errors.paymentMethods = t.errors.pickPaymentMethod;
  const taxIdLabel = TAX_ID_LABELS.find((label) => label === draft.taxIdLabel);
  if (!taxIdLabel) errors.taxIdLabel = t.errors.required;

  let recaptchaSiteKey: string | null = null;
  let recaptchaSecretKey: string | null | undefined = null;
  if (draft.captchaProvider === 'recaptcha') {
    recaptchaSiteKey = draft.recaptchaSiteKey.trim();
    if (!recaptchaSiteKey) errors.recaptchaSiteKey = t.errors.needsSiteKey;
    else if (!KEY.test(recaptchaSiteKey)) errors.recaptchaSiteKey = t.errors.badKey;
    const secret = draft.recaptchaSecretKey.trim();
    recaptchaSecretKey = secret ? secret : undefined;
    if (secret && !KEY.test(secret)) errors.recaptchaSecretKey = t.errors.badKey;
  }

  const mapStyle = mapStyleUrlOf(draft.mapsStyleUrl);
  if ('error' in mapStyle) errors.mapsStyleUrl = t.errors[mapStyle.error];
  const mapsKey = draft.mapsKey.trim();
  if (mapsKey && !KEY.test(mapsKey)) errors.mapsKey = t.errors.badKey;
  else if (!mapsKey && 'url' in mapStyle && mapStyle.url.includes('{key}')) {
    errors.mapsKey = t.errors.needsMapsKey;
  }

  if (Object.keys(errors).length > 0) return { errors };
  const colorSchema: ColorSchema = {
    primary: Object.fromEntries(
      PRIMARY_SHADES.map((s) => [s, colours[`primary_${s}`].toUpperCase()]),
    ) as ColorSchema['primary'],
    secondary: Object.fromEntries(
      SECONDARY_SHADES.map((s) => [s, colours[`secondary_${s}`].toUpperCase()]),
    ) as ColorSchema['secondary'],
    primary_box: colours.primary_box.toUpperCase(),
  };
  const byDefaultFirst = (list: string[], first: string) => [first, ...list.filter((code) => code !== first)];
  return {
    input: {
      nameEn,
      nameAr,
      cssClass,
      customerHost: customerHost!,
      agentHost: agentHost!,
      languages: byDefaultFirst(languages, draft.defaultLanguage),
      defaultLanguage: draft.defaultLanguage,
      currencies: byDefaultFirst(currencies, draft.defaultCurrency),
      defaultCurrency: draft.defaultCurrency,
      defaultCountry,
      copyrightEn,
      copyrightAr,
      mailReplyTo,
      socialLinks,
      colorSchema,
      paymentMethods: paymentMethods.map((name) => CLUB_PAYMENT_METHODS[name]),
      taxIdLabel: taxIdLabel!,
      showHijri: draft.showHijri,
      mapsStyleUrl: 'url' in mapStyle && mapStyle.url ? mapStyle.url : null,
      mapsKey: mapsKey || null,
      recaptchaSiteKey,
      recaptchaSecretKey,
    },
  };
}

export function problemLabel(check: 'links' | 'header' | 'buttons' | 'box', t: ClubTexts): string {
  return { links: t.contrastLinks, header: t.contrastHeader, buttons: t.contrastButtons, box: t.contrastBox }[
    check
  ];
}

/** The draft of a stored club colour schema. */
export function colourDraftOf(schema: ColorSchema): Record<ColourField, string> {
  const draft = {} as Record<ColourField, string>;
  for (const shade of PRIMARY_SHADES) draft[`primary_${shade}`] = schema.primary[shade].toLowerCase();
  for (const shade of SECONDARY_SHADES) draft[`secondary_${shade}`] = schema.secondary[shade].toLowerCase();
  draft.primary_box = schema.primary_box.toLowerCase();
  return draft;
}
