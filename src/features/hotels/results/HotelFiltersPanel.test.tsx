import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { NO_HOTEL_FILTERS } from '../url/hotelView';
import { hotelFacets } from './filterHotels';
import { HotelFiltersPanel } from './HotelFiltersPanel';

/** A phone-wide screen: matchMedia answers the max-width queries. */
function onAPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
afterEach(() => vi.unstubAllGlobals());

function setup(locale: 'en' | 'ar', activeCount: number) {
  const onClose = vi.fn();
  const onClear = vi.fn();
  renderApp(
    <HotelFiltersPanel
      id="hotel-filters"
      open
      filters={{ ...NO_HOTEL_FILTERS, stars: activeCount ? [4] : [] }}
      facets={hotelFacets([], NO_HOTEL_FILTERS)}
      currency="USD"
      activeCount={activeCount}
      resultCount={12}
      onPatch={vi.fn()}
      onClear={onClear}
      onClose={onClose}
    />,
    { locale },
  );
  return { onClose, onClear };
}

describe('HotelFiltersPanel on a phone', () => {
  it('is a drawer with a close button and Clear filters, as the flight results have', async () => {
    onAPhone();
    const { onClose, onClear } = setup('en', 1);
    const drawer = screen.getByRole('dialog', { name: 'Filter hotels' });
    expect(within(drawer).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await userEvent.click(within(drawer).getByRole('button', { name: /Clear/ }));
    expect(onClear).toHaveBeenCalled();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
  });

  it('speaks Arabic, and Clear filters waits for a filter', () => {
    onAPhone();
    setup('ar', 0);
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'إغلاق عوامل التصفية' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'مسح كل عوامل التصفية' })).toBeDisabled();
  });

  it('gives the drawer its own ids and radio groups beside the hidden sidebar', () => {
    onAPhone();
    setup('en', 0);
    const drawer = screen.getByRole('dialog', { name: 'Filter hotels' });
    // The drawer's name field is named by its own label (a shared id would name the hidden copy).
    expect(within(drawer).getByRole('searchbox')).toHaveAccessibleName(/name/i);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const groupsOf = (root: ParentNode) =>
      new Set([...root.querySelectorAll('input[type="radio"]')].map((radio) => radio.getAttribute('name')));
    const sidebar = document.querySelector('section.hotel-filters[hidden]')!;
    expect(sidebar).not.toBeNull();
    for (const name of groupsOf(drawer)) expect(groupsOf(sidebar).has(name)).toBe(false);
  });

  it('is a sidebar on a wide screen', () => {
    setup('en', 0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Filter hotels' })).toBeInTheDocument();
  });
});

describe('HotelFiltersPanel counts', () => {
  it.each([
    ['en', '1,100'],
    ['ar', '1,100'],
  ] as const)(
    'groups a filter’s count as the locale writes numbers, as the results’ count does (%s)',
    (locale, written) => {
      renderApp(
        <HotelFiltersPanel
          id="hotel-filters"
          open
          filters={NO_HOTEL_FILTERS}
          facets={{ ...hotelFacets([], NO_HOTEL_FILTERS), freeCancellation: 1100 }}
          currency="USD"
          activeCount={0}
          resultCount={1100}
          onPatch={vi.fn()}
          onClear={vi.fn()}
          onClose={vi.fn()}
        />,
        { locale },
      );
      const counts = document.querySelectorAll('.hotel-filters__count');
      expect([...counts].map((count) => count.textContent)).toContain(written);
      expect([...counts].map((count) => count.textContent)).not.toContain('1100');
    },
  );
});
