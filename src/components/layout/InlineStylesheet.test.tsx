import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import InlineStylesheet from './InlineStylesheet';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('InlineStylesheet in the browser', () => {
  it('keeps the element the server wrote, without a second copy or a request', async () => {
    const href = '/styles/app.rtl.cccccccc.css';
    // As React's server render writes a precedence's sheets: one element, their hrefs in data-href.
    document.head.innerHTML = `<style data-precedence="app" data-href="${href} /styles/arabic.dddddddd.css">.a{}</style>`;
    render(<InlineStylesheet href={href} precedence="app" />);
    await waitFor(() => expect(document.head.querySelectorAll('style').length).toBe(1));
    expect(document.head.querySelector('style')?.textContent).toBe('.a{}');
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('links a sheet the server did not write (a layout rendered again for another page)', async () => {
    const href = '/styles/pages.ltr.eeeeeeee.css';
    render(<InlineStylesheet href={href} precedence="pages" />);
    await waitFor(() =>
      expect(document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)).not.toBeNull(),
    );
  });
});
