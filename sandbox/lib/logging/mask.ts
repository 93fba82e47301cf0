/** An address as it may appear in free text; the local part is what identifies a person. */
const EMAIL_IN_TEXT = /([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * `jane.doe@example.com` → `j***@example.com`: enough for an operator to tell which domain or
 * which of a handful of users a line is about, not enough to write to anyone.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Masks every e-mail address inside a text (log messages are free text). */
export function maskEmails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, '$1***@$2');
}
