import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalError from './global-error';

describe('the last-resort error page', () => {
  // It replaces the whole document, so it names the page itself (WCAG 2.4.2), in both languages.
  it('has a title of its own in both languages', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('x')} reset={() => {}} />);
    expect(html).toMatch(/<title>Something went wrong · حدث خطأ ما<\/title>/);
  });
});
