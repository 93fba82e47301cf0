import { text } from './text';

/**
 * The fields a traveller is described by wherever the API takes one: the travellers of a booking
 * and the saved travellers of an account.
 */

/** `YYYY-MM-DD` that names a real day. */
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const DaySchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real calendar date');

/** Unicode letters (and their marks), words joined by one space, hyphen or apostrophe (' or ’). */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;
/** A person's full name (sign-up, profile): Unicode letters, words joined by a space, ' . or -. */
export const FULL_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '.-][\p{L}\p{M}]+)*\.?$/u;
export const PASSPORT_PATTERN = /^(?=.*\d)[A-Za-z0-9]{6,9}$/;

export const NameSchema = (example: string) =>
  text()
    .trim()
    .min(1, 'Required')
    .max(50, 'at most 50 characters')
    .regex(NAME_PATTERN, "valid name: letters only, words separated by a space, - or '")
    // The document shows the pattern without its `u` flag: JSON Schema reads patterns as Unicode.
    .openapi({ example, pattern: NAME_PATTERN.source });
