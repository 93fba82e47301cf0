import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { phoneFiltersCase } from '@tests/support/phoneFilters';
import { twoBatches, unansweredPollCases } from '@tests/support/polledResults';
import { selectRehydrated } from '@/store/makeStore';
import { aHotelSummary as hotel } from '@tests/builders/aHotelSummary';
import type { InitialHotelResults } from '../api/prefetch';
import type { Destination, HotelSearch } from '../search/hotelSearch';
import { DEFAULT_HOTEL_VIEW, NO_HOTEL_FILTERS, type HotelView } from '../url/hotelView';
import { HotelSummaryText } from './HotelSummaryText';
import { HotelResults } from './HotelResults';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const search: HotelSearch = {
  searchType: 'CITY',
  destinationId: 12,
  countryId: 'AE',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  rooms: [{ adults: 2, childAges: [7] }],
};
const dubai: Destination = {
  type: 'CITY',
  id: 12,
  name: 'Dubai',
  cityId: 12,
  cityName: 'Dubai',
  countryId: 'AE',
  countryName: 'United Arab Emirates',
};

const hotels = [
  hotel(1, 'Creek Palace', 5, 410, true),
  hotel(2, 'Budget Inn', 2, 55, false),
  hotel(3, 'Marina Suites', 4, 180, false),
];

/** The results of the search's two polls: two hotels, then the third. */
const batch = twoBatches(hotels, { search: { searchId: 's1' }, itemsAs: 'hotels', firstProgress: 50 });

function api(routes: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'POST /hotel/search': ok({ searchId: 's1', currency: 'USD', nights: 2, total: 3, expiresAt: '' }, 201),
    'POST /hotel/search/results': (call) => batch(call.body?.offset),
    ...routes,
  });
}

function renderResults(
  fake = api(),
  locale: 'en' | 'ar' = 'en',
  view: HotelView = DEFAULT_HOTEL_VIEW,
  initial: InitialHotelResults | null = null,
) {
  window.history.replaceState(null, '', `/${locale}/hotels?searchType=CITY`);
  return renderApp(
    <HotelResults
      search={search}
      destination={dubai}
      initialView={view}
      today="2026-11-25"
      summary={<HotelSummaryText search={search} destination={dubai} />}
      initial={initial}
    />,
    { api: fake, locale },
  );
}

/** The search the server started for the page (search s0), with its first two hotels. */
const served: InitialHotelResults = {
  searchId: 's0',
  currency: 'USD',
  nights: 2,
  total: 3,
  hotels: hotels.slice(0, 2),
  offset: 2,
  progress: 50,
  complete: false,
  priceCurrency: 'USD',
};

const names = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

// Many clicks, each re-rendering the filters and the list: generous on a loaded CI machine.
describe('HotelResults', { timeout: 20_000 }, () => {
  it('polls until complete and shows each hotel with its rate, price and taxes', async () => {
    renderResults();
    await waitFor(() => expect(names()).toEqual(['Creek Palace', 'Budget Inn', 'Marina Suites']), {
      timeout: 3000,
    });
    const card = screen.getByRole('article', { name: 'Creek Palace' });
    expect(card).toHaveTextContent('Very good');
    expect(card).toHaveTextContent('1,873 reviews');
    expect(card).toHaveTextContent('Breakfast included');
    expect(card).toHaveTextContent('Free cancellation until 28 Nov');
    expect(card).toHaveTextContent('USD 820.00 for 2 nights');
    expect(card).toHaveTextContent('Includes taxes and fees of USD 30.00');
    expect(within(card).getByRole('link', { name: 'Creek Palace' })).toHaveAttribute(
      'href',
      '/hotels/details?hotelId=1&checkIn=2026-12-01&checkOut=2026-12-03&room=2-7',
    );
    expect(
      screen.getByRole('heading', { name: 'Hotels in Dubai, United Arab Emirates' }),
    ).toBeInTheDocument();
  });

  it('offers a skip link past the summary and the filters to the hotels, which take the focus', async () => {
    renderResults();
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 3000 });
    const skip = screen.getByRole('link', { name: 'Skip to the hotels' });
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target).toHaveAttribute('role', 'region');
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(within(target!).getAllByRole('article')).toHaveLength(3);
  });

  it('filters free cancellation (from the URL) and 4+ stars, writes them in the URL, and counts each option', async () => {
    const user = userEvent.setup();
    renderResults(api(), 'en', {
      sort: 'recommended',
      filters: { ...NO_HOTEL_FILTERS, freeCancellation: true },
    });
    await waitFor(() => expect(names()).toEqual(['Creek Palace']), { timeout: 10_000 });
    expect(screen.getByRole('checkbox', { name: /Free cancellation/ })).toBeChecked();
    // With free cancellation chosen, 4 stars would show none and 5 stars one.
    expect(screen.getByRole('checkbox', { name: /4 stars/ }).closest('.form-check')).toHaveTextContent(
      '4 stars0',
    );
    expect(screen.getByRole('checkbox', { name: /5 stars/ }).closest('.form-check')).toHaveTextContent(
      '5 stars1',
    );
    await user.click(screen.getByRole('checkbox', { name: /4 stars/ }));
    expect(screen.getByText('No records found')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /5 stars/ }));
    expect(names()).toEqual(['Creek Palace']);
    await waitFor(() => expect(window.location.search).toContain('stars=4%2C5&freeCancellation=1'));
  });

  it("says 'No records found' and clears the filters", async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 10_000 });
    await user.click(screen.getByRole('checkbox', { name: /1 star/ }));
    expect(screen.getByText('No records found')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    expect(names()).toHaveLength(3);
  });

  it('shows progress and skeleton cards while the first hotels are on their way', async () => {
    renderResults(
      api({
        'POST /hotel/search/results': ok({
          searchId: 's1',
          complete: false,
          progress: 40,
          total: 0,
          hotels: [],
          nextOffset: 0,
          currency: 'USD',
        }),
      }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Searching for hotels…' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 10_000 });
    expect(document.querySelectorAll('.hotel-card--skeleton')).toHaveLength(3);
  });

  it('sorts by lowest price', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(names()).toEqual(['Budget Inn', 'Marina Suites', 'Creek Palace']);
  });

  unansweredPollCases({
    pollRoute: 'POST /hotel/search/results',
    api,
    batch,
    render: (fake) => renderResults(fake),
    listed: names,
    failedTitle: "We couldn't finish your search",
    lost: failure(504, 'Gateway Timeout'),
    down: failure(502, 'Bad Gateway'),
  });

  it('says when the search expired and offers to search again', async () => {
    renderResults(api({ 'POST /hotel/search/results': failure(410, 'Session expired') }));
    expect(await screen.findByRole('heading', { name: 'Your search has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search again' })).toBeInTheDocument();
  });

  it("shows the server's first hotels at once and carries on its search from there", async () => {
    const fake = api();
    renderResults(fake, 'en', DEFAULT_HOTEL_VIEW, served);
    expect(names()).toEqual(['Creek Palace', 'Budget Inn']);
    await waitFor(() => expect(names()).toEqual(['Creek Palace', 'Budget Inn', 'Marina Suites']), {
      timeout: 3000,
    });
    expect(fake.callsTo('POST /hotel/search')).toHaveLength(0);
    expect(fake.callsTo('POST /hotel/search/results').map((c) => c.body)).toEqual([
      { searchId: 's0', offset: 2 },
    ]);
  });

  it('asks for nothing when the server got the whole search', async () => {
    const fake = api();
    const view = renderResults(fake, 'en', DEFAULT_HOTEL_VIEW, {
      ...served,
      hotels,
      offset: 3,
      progress: 100,
      complete: true,
    });
    expect(names()).toHaveLength(3);
    expect(screen.getByTestId('hotel-count')).toHaveTextContent('3');
    // The search waits for the tab's saved preferences; once read, give it time to start.
    await waitFor(() => expect(selectRehydrated(view.store().getState())).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.calls.filter((c) => c.path.startsWith('/hotel/'))).toHaveLength(0);
  });

  it("searches by itself when the tab's currency is not the one the server searched in", async () => {
    const fake = api();
    renderResults(fake, 'en', DEFAULT_HOTEL_VIEW, { ...served, currency: 'AED', priceCurrency: 'AED' });
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 3000 });
    expect(fake.callsTo('POST /hotel/search')).toHaveLength(1);
    expect(fake.callsTo('POST /hotel/search/results').map((c) => c.body?.searchId)).toEqual(['s1', 's1']);
  });

  it('keeps the heading order on an Arabic phone, where the filters are a closed drawer', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    try {
      renderResults(api(), 'ar');
      await waitFor(() => expect(names()).toHaveLength(3), { timeout: 10_000 });
      const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
      // No level is skipped on the way down (axe's heading-order).
      levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
      expect(screen.getByRole('heading', { level: 2, name: 'الفنادق' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  phoneFiltersCase(
    'on a phone renders the filters only in the open drawer, not in the hidden sidebar as hotels arrive',
    {
      renderAll: async () => {
        renderResults();
        await waitFor(() => expect(names()).toHaveLength(3), { timeout: 10_000 });
      },
      sidebar: () => document.querySelector<HTMLElement>('section.hotel-filters'),
      title: 'Filter hotels',
      button: 'Filters',
      drawerHolds: (drawer) => {
        expect(within(drawer).getByRole('checkbox', { name: /^Free cancellation/ })).toBeInTheDocument();
        expect(within(drawer).getByRole('searchbox', { name: 'Hotel name' })).toBeInTheDocument();
      },
    },
  );

  it('reads in Arabic', async () => {
    renderResults(api(), 'ar');
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 10_000 });
    expect(screen.getByRole('article', { name: 'Creek Palace' })).toHaveTextContent('إلغاء مجاني حتى');
  });
});
