import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import type { Destination } from './hotelSearch';
import { RecentHotelSearches } from './RecentHotelSearches';
import type { RecentHotelSearch } from './recentHotelSearchesSlice';
import { addDaysIso, todayIso } from './stayDates';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const riyadh: Destination = {
  type: 'CITY',
  id: 7,
  name: 'Riyadh',
  cityId: 7,
  cityName: 'Riyadh',
  countryId: 'SA',
  countryName: 'Saudi Arabia',
};
const riyadhInArabic: Destination = {
  ...riyadh,
  name: 'الرياض',
  cityName: 'الرياض',
  countryName: 'السعودية',
};

function aRecent(destination: Destination, locale: string): RecentHotelSearch {
  const checkIn = addDaysIso(todayIso(), 3);
  return {
    search: {
      searchType: destination.type,
      destinationId: destination.id,
      countryId: destination.countryId,
      checkIn,
      checkOut: addDaysIso(checkIn, 2),
      rooms: [{ adults: 2, childAges: [] }],
    },
    destination,
    locale,
  };
}

function setup(items: RecentHotelSearch[], answer = ok(riyadhInArabic)) {
  const onPick = vi.fn();
  const api = fakeApi({ 'GET /hotel/destination': answer });
  renderApp(<RecentHotelSearches today={todayIso()} onPick={onPick} />, {
    api,
    locale: 'ar',
    state: { recentHotelSearches: { items } },
  });
  return { api, onPick };
}

describe('recent hotel searches on the Arabic home (issue 30 item 19)', () => {
  it('names a search made on the English page in Arabic, and picks it with that name', async () => {
    const { api, onPick } = setup([aRecent(riyadh, 'en')]);
    const item = await screen.findByRole('button', { name: /الرياض/ });
    expect(screen.queryByText(/Riyadh/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /hotel/destination')[0]?.params).toEqual({ type: 'CITY', id: 7 });
    await userEvent.click(item);
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ destination: riyadhInArabic, locale: 'ar' }),
    );
  });

  it('leaves a search out rather than show it in English when its Arabic name cannot be had', async () => {
    const { api } = setup([aRecent(riyadh, 'en')], failure(500, 'down'));
    await vi.waitFor(() => expect(api.callsTo('GET /hotel/destination')).toHaveLength(1));
    expect(screen.queryByText(/Riyadh/)).not.toBeInTheDocument();
  });

  it('asks nothing for a search made in Arabic', async () => {
    const { api } = setup([aRecent(riyadhInArabic, 'ar')]);
    expect(await screen.findByRole('button', { name: /الرياض/ })).toBeInTheDocument();
    expect(api.callsTo('GET /hotel/destination')).toHaveLength(0);
  });
});
