import { Children, type ReactNode } from 'react';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * A value quoted inside a sentence (a link's parameter or value, a day): isolated from the text
 * around it, left to right for Latin and numeric runs (codes, raw link text), right to left when it
 * is Arabic (a day written out in Arabic), so neither direction reorders the other.
 */
export function QuotedValue({ children }: { children: ReactNode }) {
  const text = Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');
  return (
    <bdi dir={ARABIC_LETTER.test(text) ? 'rtl' : 'ltr'} className="flight-invalid__value">
      {children}
    </bdi>
  );
}
