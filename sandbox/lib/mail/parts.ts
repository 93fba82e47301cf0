/**
 * A mail's words as parts: plain text, and runs that must read left to right whatever surrounds them
 * (codes, references, amounts, addresses, e-mails). The frame writes each part twice: into the
 * plain-text body, where an isolated run in an Arabic mail is wrapped in U+2066…U+2069 (LRI…PDI),
 * U+2067…U+2069 (RLI…PDI) or U+2068…U+2069 (FSI…PDI), and into the HTML body, where it becomes an element with its own `dir`.
 */

/**
 * A run of its own direction: `ltr` for codes, numbers and Latin text; `rtl` for Arabic that must not
 * mix with its neighbours (a Hijri date beside a Gregorian one); `auto` for a person's words.
 */
export interface IsolatedRun {
  isolate: 'ltr' | 'rtl' | 'auto';
  text: string;
}

export type Part = string | IsolatedRun;

/** A line of words: one part, or several side by side. */
export type Words = Part | Part[];

export const ltr = (text: string): IsolatedRun => ({ isolate: 'ltr', text });
export const rtl = (text: string): IsolatedRun => ({ isolate: 'rtl', text });
export const auto = (text: string): IsolatedRun => ({ isolate: 'auto', text });

const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

export function partsOf(words: Words): Part[] {
  return Array.isArray(words) ? words : [words];
}

/** `Club name: …`, the way every subject starts (the inbox shows who the mail is from at a glance). */
export function clubSubject(clubName: string, words: Words): Part[] {
  return [`${clubName}: `, ...partsOf(words)];
}

/**
 * The plain-text form. In a left-to-right mail the runs need no marks (a mail client shows them as
 * they are); in an Arabic one they are isolated so that `ABC123` or `USD 1,250.00` keep their order.
 */
export function wordsToText(words: Words, rtl: boolean): string {
  return partsOf(words)
    .map((part) => {
      if (typeof part === 'string') return part;
      if (!rtl) return part.text;
      const opening = { ltr: LRI, rtl: RLI, auto: FSI }[part.isolate];
      return `${opening}${part.text}${PDI}`;
    })
    .join('');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Line breaks of a person's text (a contact message) kept as `<br>`. */
const withBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * The HTML form: `<bdi>` isolates where a client honours it, `dir` and `unicode-bidi` say the same to
 * clients that strip unknown elements' meaning (many web mail clients keep `dir` only).
 */
export function wordsToHtml(words: Words): string {
  return partsOf(words)
    .map((part) => {
      if (typeof part === 'string') return withBreaks(part);
      return `<bdi dir="${part.isolate}" style="unicode-bidi:isolate;">${withBreaks(part.text)}</bdi>`;
    })
    .join('');
}
