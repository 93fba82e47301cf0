import { z } from '@hono/zod-openapi';

/**
 * The one string builder of every request schema (bodies, queries, path parameters, headers).
 * A C0 control character (U+0000–U+001F) or DEL in a field is answered 400 naming the field before
 * the handler runs: PostgreSQL refuses NUL in text, and the others have no business in names,
 * codes or device strings. The API has no multi-line field, so tab and line breaks are refused too.
 */

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
