import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMockPathname } from '@tests/mocks/navigation';
import PageStylesheet from './PageStylesheet';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const href = '/styles/pages.ltr.0123abcd.css';
const sheetsInHead = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  setMockPathname('/');
  document.head.innerHTML = '';
});

describe('PageStylesheet', () => {
  it('is left out of the home page as the server renders it, so the first paint does not wait for it', () => {
    setMockPathname('/');
    expect(renderToString(<PageStylesheet href={href} />)).not.toContain(href);
  });

  it('is in the server-rendered HTML of every other page', () => {
    for (const path of ['/flights', '/flights/checkout', '/thankyou', '/error/404']) {
      setMockPathname(path);
      expect(renderToString(<PageStylesheet href={href} />)).toContain(href);
    }
  });

  it('is added to the head once the home page runs in the browser', async () => {
    setMockPathname('/');
    render(<PageStylesheet href={href} />);
    await waitFor(() => expect(sheetsInHead()).toContain(href));
  });
});
