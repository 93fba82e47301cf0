import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aHotelSummary } from '@tests/builders/aHotelSummary';
import { renderApp } from '@tests/render';
import { HotelCard } from './HotelCard';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

function renderCard(priority?: boolean) {
  return renderApp(
    <HotelCard
      hotel={aHotelSummary(1, 'Creek Palace', 5, 410, true)}
      href="/hotels/details?hotelId=1"
      photoUrl="https://api.example/hotel/photo/1/0.svg"
      nights={2}
      formatPrice={(amount) => `USD ${amount}`}
      priority={priority}
    />,
  );
}

describe('HotelCard photo', () => {
  it('loads lazily, as most cards are below the fold', () => {
    renderCard();
    const photo = screen.getByRole('img', { name: 'Photo of Creek Palace' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('fetchpriority', 'auto');
  });

  it('loads at once and first for one of the cards on screen as the list appears', () => {
    renderCard(true);
    const photo = screen.getByRole('img', { name: 'Photo of Creek Palace' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });
});
