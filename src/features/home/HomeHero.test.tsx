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
});
