// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shareStylesheetText } from '@/lib/inlineStylesheets';
import InlineStylesheet from './InlineStylesheet';

describe('InlineStylesheet on the server', () => {
  it('writes the text the layout read into the head, with no request of its own', () => {
    shareStylesheetText('/styles/app.ltr.aaaaaaaa.css', '.site-header{color:red}');
    const html = renderToString(<InlineStylesheet href="/styles/app.ltr.aaaaaaaa.css" precedence="app" />);
    expect(html).toContain('<style data-precedence="app" data-href="/styles/app.ltr.aaaaaaaa.css">');
    expect(html).toContain('.site-header{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('links a sheet whose text it was not given, rather than leaving the page unstyled', () => {
    const html = renderToString(
      <InlineStylesheet href="/styles/pages.ltr.bbbbbbbb.css" precedence="pages" />,
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/styles/pages.ltr.bbbbbbbb.css" data-precedence="pages"/>',
    );
  });
});
