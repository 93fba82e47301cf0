import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { aClub } from '@tests/builders/aClub';
import { aHotelSummary as hotel } from '@tests/builders/aHotelSummary';
import type { HotelSearch } from '../search/hotelSearch';
import { DEFAULT_HOTEL_VIEW } from '../url/hotelView';
import { HotelSummaryText } from '../results/HotelSummaryText';
import { HotelResults } from '../results/HotelResults';
import type { HotelMarkersMapProps } from './HotelMarkersMap';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
// jsdom draws no WebGL: the map stands in as its markers, the buttons MapLibre would carry
// (e2e/hotels-map.spec.ts runs the real one). What is checked is what the results give the map.
vi.mock('./HotelMarkersMap', () => ({
  default: ({ markers, markerLabel, clusterLabel, onChoose, chosen }: HotelMarkersMapProps) => (
    <div data-testid="map-canvas">
      {/* A cluster of them all, named by the page (hotelClusters.test.ts checks the clustering). */}
      <button type="button" className="stand-in-cluster">
        {clusterLabel(markers.length, [...markers].sort((x, y) => x.amount - y.amount)[0]?.price ?? '')}
      </button>
      {markers.map((marker) => (
        <button
          key={marker.hotelId}
          type="button"
          aria-label={markerLabel(marker)}
          aria-pressed={marker.hotelId === chosen}
          onClick={() => onChoose(marker.hotelId)}
        >
          {marker.price}
        </button>
      ))}
    </div>
  ),
}));

const search: HotelSearch = {
  searchType: 'CITY',
  destinationId: 12,
  countryId: 'AE',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: [{ adults: 2, childAges: [] }],
};
const hotels = [
  hotel(1, 'Creek Palace', 5, 410, true),
  hotel(2, 'Budget Inn', 2, 55, false),
  hotel(3, 'Marina Suites', 4, 180, false),
];
const api = () =>
  fakeApi({
    'POST /hotel/search': ok({ searchId: 's1', currency: 'USD', nights: 2, total: 3, expiresAt: '' }, 201),
    'POST /hotel/search/results': () =>
      ok({ searchId: 's1', complete: true, progress: 100, total: 3, hotels, nextOffset: 3, currency: 'USD' }),
  });
const STYLE = 'http://127.0.0.1:4700/assets/maps/plain-style.json';

function renderResults(mapStyleUrl: string | null, locale: 'en' | 'ar' = 'en', initialMapOpen = false) {
  window.history.replaceState(
    null,
    '',
    `/${locale}/hotels?searchType=CITY${initialMapOpen ? '&view=map' : ''}`,
  );
  return renderApp(
    <HotelResults
      search={search}
      destination={null}
      initialView={DEFAULT_HOTEL_VIEW}
      initialMapOpen={initialMapOpen}
      today="2026-11-25"
      summary={<HotelSummaryText search={search} destination={null} />}
    />,
    { api: api(), locale, club: aClub({ mapStyleUrl }) },
  );
}

const markerNames = async (map: HTMLElement) =>
  (await within(map).findAllByRole('button', { pressed: false })).map((b) =>
    // Prices are formatted with a no-break space between the code and the amount.
    b.getAttribute('aria-label')?.replace(/\s/g, ' '),
  );

const FIRST_RENDER = { timeout: 15_000 };

describe('the hotel results map', { timeout: 20_000 }, () => {
  it('offers no map to a club without a map style', async () => {
    renderResults(null);
    // The results page's first render loads its lazy parts: on a loaded CI machine that took more
    // than the usual 4 s once, so the first wait of each test allows longer.
    expect(await screen.findByRole('heading', { name: 'Creek Palace' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
  });

  it('shows a price marker per listed hotel, following the filters and the sort, and a card for the chosen one', async () => {
    const user = userEvent.setup();
    renderResults(STYLE);
    await screen.findByRole('heading', { name: 'Marina Suites' }, FIRST_RENDER);
    const toggle = screen.getByRole('button', { name: 'Map' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    // jsdom matches no media query: a phone, where the map is a full-screen dialog.
    const map = await screen.findByRole('dialog', { name: 'Map of the hotels' });
    await waitFor(async () =>
      expect(await markerNames(map)).toEqual([
        'Creek Palace, USD 410.00 per night',
        'Budget Inn, USD 55.00 per night',
        'Marina Suites, USD 180.00 per night',
      ]),
    );
    expect(map).toHaveAttribute('data-markers-count', '3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(async () =>
      expect(await markerNames(map)).toEqual([
        'Budget Inn, USD 55.00 per night',
        'Marina Suites, USD 180.00 per night',
        'Creek Palace, USD 410.00 per night',
      ]),
    );

    await user.click(within(map).getByRole('button', { name: /^Marina Suites/ }));
    const card = await within(map).findByRole('article', { name: 'Marina Suites' });
    expect(card).toHaveTextContent('USD 180.00 per night');
    expect(within(card).getByRole('link', { name: 'See rooms' })).toHaveAttribute(
      'href',
      '/hotels/details?hotelId=3&checkIn=2026-12-01&checkOut=2026-12-03&room=2',
    );

    await user.click(screen.getByRole('checkbox', { name: /5 stars/ }));
    await waitFor(async () => expect(await markerNames(map)).toEqual(['Creek Palace, USD 410.00 per night']));
    // The chosen hotel left the list: its card goes too.
    expect(within(map).queryByRole('article')).not.toBeInTheDocument();

    await user.click(within(map).getByRole('button', { name: 'Show the list' }));
    expect(screen.queryByRole('dialog', { name: 'Map of the hotels' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('names the markers in Arabic and closes the card with Escape', async () => {
    const user = userEvent.setup();
    renderResults(STYLE, 'ar');
    await screen.findByRole('heading', { name: 'Creek Palace' }, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: 'الخريطة' }));
    const map = await screen.findByRole('dialog', { name: 'خريطة الفنادق' });
    const marker = await within(map).findByRole('button', { name: /^Budget Inn، .+ لليلة$/ });
    await user.click(marker);
    expect(await within(map).findByRole('article', { name: 'Budget Inn' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(map).queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'خريطة الفنادق' })).toBeInTheDocument();
  });

  it('names a cluster by how many hotels it holds and the cheapest price, in English and Arabic', async () => {
    const user = userEvent.setup();
    const { unmount } = renderResults(STYLE);
    await screen.findByRole('heading', { name: 'Creek Palace' }, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('dialog', { name: 'Map of the hotels' });
    const cluster = await within(map).findByRole('button', { name: /^3 hotels, from USD.55\.00$/ });
    expect(cluster).toBeInTheDocument();
    unmount();

    renderResults(STYLE, 'ar');
    await screen.findByRole('heading', { name: 'Creek Palace' }, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: 'الخريطة' }));
    const arabic = await screen.findByRole('dialog', { name: 'خريطة الفنادق' });
    expect(await within(arabic).findByRole('button', { name: /^3 فنادق، ابتداءً من / })).toBeInTheDocument();
  });

  it('keeps Tab inside the full-screen map, and Escape gives the focus back to the Map button', async () => {
    const user = userEvent.setup();
    renderResults(STYLE);
    await screen.findByRole('heading', { name: 'Creek Palace' }, FIRST_RENDER);
    const toggle = screen.getByRole('button', { name: 'Map' });
    await user.click(toggle);
    const map = await screen.findByRole('dialog', { name: 'Map of the hotels' });
    await within(map).findByRole('button', { name: /^Marina Suites/ });
    const close = within(map).getByRole('button', { name: 'Show the list' });
    const last = within(map).getByRole('button', { name: /^Marina Suites/ });

    // Opened, the dialog itself has the focus: Shift+Tab from there wraps round to its last control.
    expect(map).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    close.focus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // Round the whole dialog: Tab never leaves it.
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(map).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('keeps the open map in the URL (view=map), opens it from there, and takes it out on closing', async () => {
    const user = userEvent.setup();
    renderResults(STYLE, 'ar', true);
    // Opened from the URL (a reload, Back from a hotel, a shared link).
    const map = await screen.findByRole('dialog', { name: 'خريطة الفنادق' }, FIRST_RENDER);
    expect(screen.getByRole('button', { name: 'الخريطة' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(window.location.search).get('view')).toBe('map');

    await user.click(within(map).getByRole('button', { name: 'عرض القائمة' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('view')).toBe(false));
    expect(window.location.search).toContain('searchType=CITY');

    await user.click(screen.getByRole('button', { name: 'الخريطة' }));
    await screen.findByRole('dialog', { name: 'خريطة الفنادق' });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('view')).toBe('map'));
    // A filter rewrites the sort and filters and leaves the map open in the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: /ترتيب/ }), 'price_asc');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('price_asc'));
    expect(new URLSearchParams(window.location.search).get('view')).toBe('map');
  });
});
