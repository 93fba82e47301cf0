import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../messages/en.json';
import ar from '../messages/ar.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : entries(value, path);
  });
}

/**
 * Arguments that carry a count or a position that can run into the thousands. A plain `{total}`
 * prints the number as JavaScript writes it ("2109") while `#` in a plural and `{n, number}` print
 * it as the locale does ("1,902"): one page showed both (issue 30, item 34). Counts go through the
 * locale's number format, as `{name, number}` or a plural.
 */
const COUNT_ARGUMENTS = ['count', 'total', 'shown', 'page', 'pages', 'max', 'current'];
/** Where one of those names holds text, not a number. */
const NOT_NUMBERS = new Set([
  'Metadata.page_title', // {page} is the page's title
  'hotelBooking.rate_price', // {total} is a price, formatted with its currency
  'Auth.otp_digit', // "Digit 2 of 6": single digits, nothing to group
]);

describe('numbers in messages', () => {
  for (const [language, messages] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`${language}: every count is formatted by the locale, never printed raw`, () => {
      const raw = entries(messages as Tree).filter(([, message]) =>
        COUNT_ARGUMENTS.some((name) => message.includes(`{${name}}`)),
      );
      expect(raw.map(([path]) => path).filter((path) => !NOT_NUMBERS.has(path))).toEqual([]);
    });
  }

  it('writes the same count the same way in a plural and as a number, in both languages', () => {
    for (const locale of ['en', 'ar']) {
      const plural = new IntlMessageFormat('{n, plural, other {#}}', locale).format({ n: 2109 });
      const number = new IntlMessageFormat('{n, number}', locale).format({ n: 2109 });
      expect(number).toBe(plural);
      expect(number).toBe('2,109');
    }
  });
});
