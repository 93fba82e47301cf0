import { z } from '@hono/zod-openapi';

/**
 * The one string builder of every request schema (bodies, queries, path parameters, headers).
 * A C0 control character (U+0000–U+001F) or DEL in a field is answered 400 naming the field before
 * the handler runs: PostgreSQL refuses NUL in text, and the others have no business in names,
 * codes or device strings. Tab and line breaks are refused too, except in the one multi-line field
 * (a contact message, `multilineText()`), which keeps line breaks.
 */

/**
 * The one rule of every free-text field (address, company name, subject, message, reason): letters
 * of any script, digits (Arabic-Indic too), punctuation of any script (Arabic « ، ؛ ؟ » too),
 * currency and maths signs (not the angle brackets of markup) and spaces, with at least one letter. The site checks the same pattern
 * (src/lib/forms/rules.ts TEXT_PATTERN).
 */
export const FREE_TEXT_PATTERN = /^(?=[\s\S]*\p{L})(?![\s\S]*[<>])[\p{L}\p{M}\p{N}\p{P}\p{Sc}\p{Sm}\s]+$/u;
export const FREE_TEXT_MESSAGE = 'must be text: letters, digits and punctuation, with a letter';

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `z.string()` with the control-character check first; chain `.trim()`, `.regex()` … after it.
 * The check aborts, so the message names only this problem. It is not a `pattern`, so the field's
 * own pattern is what the OpenAPI document shows; the rule itself is stated in the document's
 * description.
 */
export function text() {
  return z.string().refine((value) => !hasControlCharacter(value), {
    message: CONTROL_CHARACTER_MESSAGE,
    abort: true,
  });
}

/** Line feed and carriage return: the only control characters a multi-line field takes. */
function hasControlCharacterBesidesLineBreaks(value: string): boolean {
  return hasControlCharacter(value.replace(/[\r\n]/g, ''));
}

/**
 * `text()` for the one kind of field written in paragraphs (a contact message): line breaks are
 * kept, every other control character is refused the same way.
 */
export function multilineText() {
  return z.string().refine((value) => !hasControlCharacterBesidesLineBreaks(value), {
    message: CONTROL_CHARACTER_MESSAGE,
    abort: true,
  });
}
