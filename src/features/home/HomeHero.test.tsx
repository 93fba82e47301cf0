import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { aClub } from '@tests/builders/aClub';
import { HomeHero } from './HomeHero';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

describe('HomeHero', () => {
  it('greets with the club name and description and offers help', () => {
    renderApp(<HomeHero club={aClub()} locale="en" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Flights and hotels, booked with Falcon Travel' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trips across the Gulf and beyond.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hey, Need help? Get in touch' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('uses the Arabic description in Arabic', () => {
    renderApp(<HomeHero club={aClub()} locale="ar" />, { locale: 'ar' });
    expect(screen.getByText('رحلات في الخليج وخارجه.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Falcon Travel');
  });

  it.each([
    [
      'en',
      'Travel agent site',
      'Flights and hotels for your clients, with Falcon Travel',
      'Sign in, or apply to become an agent',
    ],
    [
      'ar',
      'موقع وكلاء السفر',
      'رحلات طيران وفنادق لعملائك مع Falcon Travel',
      'سجّل الدخول، أو قدّم طلبًا لتصبح وكيلًا',
    ],
  ] as const)(
    'on the agent site says so in %s, and leads to the agent sign-in',
    (locale, badge, headline, link) => {
      renderApp(<HomeHero club={aClub()} locale={locale} siteType="agent" />, { locale });
      expect(screen.getByText(badge)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/agent-login');
    },
  );

  it.each([
    ['en', 'Sign in, or apply to become an agent'],
    ['ar', 'سجّل الدخول، أو قدّم طلبًا لتصبح وكيلًا'],
  ] as const)('does not offer a signed-in agent to sign in (%s)', (locale, link) => {
    renderApp(<HomeHero club={aClub()} locale={locale} siteType="agent" />, {
      locale,
      user: { userType: 6, agentApproval: 1 },
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: link })).not.toBeInTheDocument();
  });

  it('on the customer site says nothing of agents', () => {
    renderApp(<HomeHero club={aClub()} locale="en" siteType="customer" />);
    expect(screen.queryByText('Travel agent site')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /agent/i })).not.toBeInTheDocument();
  });
});
