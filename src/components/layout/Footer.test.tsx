import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { aClub } from '@tests/builders/aClub';
import { Footer } from './Footer';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

afterEach(() => {
  vi.useRealTimers();
});

describe('Footer', () => {
  it('shows the current year and the club copyright text', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderApp(<Footer club={aClub()} locale="en" />);
    const line = screen.getByText(/^© 2031/);
    expect(line.textContent?.replace(/[\u2068\u2069]/g, '')).toBe(
      '© 2031 Falcon Travel. All rights reserved.',
    );
  });

  it('shows the Arabic copyright text on the Arabic page', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderApp(<Footer club={aClub()} locale="ar" />, { locale: 'ar' });
    const line = screen.getByText(/^© 2031/);
    expect(line.textContent?.replace(/[\u2068\u2069]/g, '')).toBe('© 2031 فالكون للسفر. جميع الحقوق محفوظة.');
  });

  it("falls back to the club's default language when the page language has no text", () => {
    const club = aClub({
      defaultLanguage: 'ar',
      copyrightText: { en: '', ar: 'فالكون للسفر. جميع الحقوق محفوظة.' },
      description: { en: '', ar: 'رحلات في الخليج وخارجه.' },
    });
    renderApp(<Footer club={club} locale="en" />);
    expect(screen.getByText(/فالكون للسفر. جميع الحقوق محفوظة./)).toBeInTheDocument();
    expect(screen.getByText('رحلات في الخليج وخارجه.')).toBeInTheDocument();
  });

  it('links to the club social pages in a new tab, with names', () => {
    renderApp(<Footer club={aClub()} locale="en" />);
    const instagram = screen.getByRole('link', { name: /Falcon Travel on Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/falcon');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /on Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/falcon',
    );
    expect(screen.getByRole('link', { name: /on Twitter/ })).toHaveAttribute(
      'href',
      'https://twitter.com/falcon',
    );
  });

  it('leaves out social links the club has not configured', () => {
    const club = aClub({
      socialLinks: { instagram: '', facebook: 'https://facebook.com/x', twitter: 'javascript:alert(1)' },
    });
    renderApp(<Footer club={club} locale="en" />);
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Twitter/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
  });

  it('links to terms, privacy, about and contact', () => {
    renderApp(<Footer club={aClub()} locale="en" />);
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    const terms = within(nav).getByRole('link', { name: /Terms and conditions/ });
    expect(terms).toHaveAttribute('href', '/cms/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      '/cms/privacy-policy',
    );
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('shows the logo and the description in the page language', () => {
    renderApp(<Footer club={aClub()} locale="ar" />, { locale: 'ar' });
    expect(screen.getByRole('img', { name: 'Falcon Travel' })).toHaveAttribute('src', aClub().logoUrl);
    expect(screen.getByText('رحلات في الخليج وخارجه.')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('scrolls back to the top smoothly', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderApp(<Footer club={aClub()} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    vi.unstubAllGlobals();
  });
});
