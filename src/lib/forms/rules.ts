/**
 * The validation rules of spec section 5 as plain functions and patterns, shared by every form.
 * Error messages are translation keys (namespace `Validation`).
 */

/**
 * Letters, digits, dots, hyphens and underscores; one @; a domain; a dot; then 2 to 5 letters.
 * The specification allows letters, digits and dots only; hyphens and underscores are accepted
 * because real addresses use them (docs/deviations.md).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,5}$/;

const EMAIL_CHARACTER = /[A-Za-z0-9._@-]/;

/** What the popup's email field keeps as the user types: plus signs and other characters go. */
export function sanitiseEmailInput(value: string): string {
  return Array.from(value)
    .filter((c) => EMAIL_CHARACTER.test(c))
    .join('');
}

/** The characters the email field dropped from `value`, each once, in order (a space as ␣). */
export function emailCharactersRemoved(value: string): string[] {
  const removed = Array.from(value).filter((c) => !EMAIL_CHARACTER.test(c));
  return [...new Set(removed.map((c) => (/\s/.test(c) ? '␣' : c)))];
}

export const PASSWORD_MIN = 8;
export const POPUP_PASSWORD_MAX = 15;
const LETTER = '[A-Za-z\\u0621-\\u064A]';
const DIGIT = '[0-9\\u0660-\\u0669]';
const SPECIAL = '[!@#$%^&*]';
/** 8+ characters with a letter (Latin or Arabic), a digit (Latin or Arabic-Indic), a special, no whitespace. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*${LETTER})(?=.*${DIGIT})(?=.*${SPECIAL})\\S{${PASSWORD_MIN},}$`,
);

const PASSWORD_DISALLOWED = /[^A-Za-z\u0621-\u064A0-9\u0660-\u0669!@#$%^&*]/g;

/** The popup's password field: whitespace stripped, disallowed characters removed, at most 15. */
export function sanitisePasswordInput(value: string): string {
  return value.replace(PASSWORD_DISALLOWED, '').slice(0, POPUP_PASSWORD_MAX);
}

/**
 * What the password field changed in `value`, so the user is told (never silently): characters
 * dropped (spaces, other signs) and whether it was cut at 15. The characters themselves are not
 * named: they are part of a password.
 */
export function passwordInputChanges(value: string): { dropped: boolean; cut: boolean } {
  const kept = value.replace(PASSWORD_DISALLOWED, '');
  return { dropped: kept.length !== value.length, cut: kept.length > POPUP_PASSWORD_MAX };
}

/** Names: Unicode letters, words joined by single spaces, apostrophes, hyphens or dots. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-][\p{L}\p{M}]+)*\.?$/u;
export const SIGNUP_NAME_MAX = 50;

/**
 * The one rule of every free-text field (address, company name, subject, message, reason): letters
 * of any script, digits (Arabic-Indic too), punctuation of any script (Arabic « ، ؛ ؟ » too),
 * currency and maths signs (not the angle brackets of markup) and spaces, with at least one letter. The club API checks the same
 * pattern (sandbox/lib/text.ts FREE_TEXT_PATTERN; sandbox/lib/text.test.ts holds them equal).
 */
export const TEXT_PATTERN = /^(?=[\s\S]*\p{L})(?![\s\S]*[<>])[\p{L}\p{M}\p{N}\p{P}\p{Sc}\p{Sm}\s]+$/u;
export const ADDRESS_MAX = 200;

/** The digits of a text: Arabic-Indic and Persian digits become 0–9, everything else is dropped. */
export function digitsOf(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;

/** Forms: the mobile number must be longer than 6 characters. */
export const MOBILE_MIN_LENGTH = 7;
/** Popup: at least 7 digits must remain once the country code is removed. */
export const POPUP_MOBILE_MIN_DIGITS = 7;

export function nationalDigits(fullNumber: string, countryCallingCode: string): string {
  const digits = fullNumber.replace(/\D/g, '');
  const code = countryCallingCode.replace(/\D/g, '');
  return code && digits.startsWith(code) ? digits.slice(code.length) : digits;
}

export const IATA_PATTERN = /^\d{7,8}$/;
/** Passport numbers: 6 to 9 letters and digits, at least one digit. */
export const PASSPORT_PATTERN = /^(?=.*\d)[A-Za-z0-9]{6,9}$/;
export const HEX_COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const COUNTRY_SEARCH_MAX = 50;
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Emoji_Component}\u200d\ufe0f]/gu;

/** The country search box: at most 50 characters, leading whitespace and emoji stripped. */
export function sanitiseCountrySearch(value: string): string {
  return value
    .replace(EMOJI, (match) => (/^[#*0-9]$/.test(match) ? match : ''))
    .replace(/^\s+/, '')
    .slice(0, COUNTRY_SEARCH_MAX);
}

/** Arabic names start most words with the article «ال»: "سعو" should find «السعودية» as a word start. */
const ARABIC_ARTICLE = /^\u0627\u0644/;

/**
 * How well a name matches the search: 0 when the name starts with it ("sau" → Saudi Arabia), 1 when
 * one of its words does (with or without the Arabic article), 2 anywhere else (Guinea-Bissau).
 */
function matchRank(name: string, needle: string): number {
  if (name.startsWith(needle)) return 0;
  const words = name.split(/[\s\-‐(),.'’]+/u).filter(Boolean);
  if (words.some((word) => word.startsWith(needle) || word.replace(ARABIC_ARTICLE, '').startsWith(needle)))
    return 1;
  return 2;
}

/**
 * Filters countries by a case-insensitive substring of their name. Names that start with the text
 * come first, then names with a word that starts with it, then the rest; within each group the
 * selected country leads and the list keeps its own order. An empty search gives the whole list,
 * the selected country first.
 */
export function filterCountries<T>(
  countries: readonly T[],
  search: string,
  nameOf: (country: T) => string,
  isSelected: (country: T) => boolean,
  locale = 'en',
): T[] {
  const needle = sanitiseCountrySearch(search).trim().toLocaleLowerCase(locale);
  const ranked = countries
    .map((country, index) => {
      const name = nameOf(country).toLocaleLowerCase(locale);
      const rank = !needle ? 0 : name.includes(needle) ? matchRank(name, needle) : -1;
      return { country, index, rank, selected: isSelected(country) };
    })
    .filter((entry) => entry.rank >= 0);
  ranked.sort((a, b) => a.rank - b.rank || Number(b.selected) - Number(a.selected) || a.index - b.index);
  return ranked.map((entry) => entry.country);
}

export const UPLOAD_MAX_BYTES = 5_242_880;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'];
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'];
