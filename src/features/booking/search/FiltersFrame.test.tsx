import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import en from '@messages/en.json';
import { FiltersFrame, FILTER_DRAWER_QUERY } from './FiltersFrame';

/** matchMedia answering the drawer's query as a phone (`narrow`) or a wide screen would. */
function screenIs(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: narrow && query === FILTER_DRAWER_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
afterEach(() => vi.unstubAllGlobals());

function setup({ open = true, activeCount = 0, locale = 'en' as 'en' | 'ar' } = {}) {
  const onClose = vi.fn();
  const onClear = vi.fn();
  renderApp(
    <FiltersFrame
      messages="hotelResults"
      element="section"
      block="own-filters"
      sidebarClassName="own-filters--wide"
      id="own-filters"
      titleId="own-filters-title"
      open={open}
      activeCount={activeCount}
      resultCount={3}
      onClose={onClose}
      onClear={onClear}
    >
      <label>
        Name <input />
      </label>
    </FiltersFrame>,
    { locale },
  );
  return { onClose, onClear };
}

describe('FiltersFrame (a results page’s filters around the module’s sections)', () => {
  it('is a titled sidebar on a wide screen, with the module’s element, classes and id', async () => {
    screenIs(false);
    const user = userEvent.setup();
    const { onClear } = setup({ activeCount: 2 });
    const sidebar = screen.getByRole('region', { name: 'Filter hotels' });
    expect(sidebar.tagName).toBe('SECTION');
    expect(sidebar).toHaveAttribute('id', 'own-filters');
    expect(sidebar).toHaveClass('own-filters', 'own-filters--wide');
    expect(screen.getByRole('heading', { level: 2, name: 'Filter hotels' })).toHaveClass(
      'own-filters__title',
    );
    expect(within(sidebar).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Clear all filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Clear filters only while a filter is on', () => {
    screenIs(false);
    setup({ activeCount: 0 });
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('is the drawer on a phone while open, in Arabic too, and nothing while closed', async () => {
    screenIs(true);
    const user = userEvent.setup();
    const { onClose } = setup({ locale: 'ar', activeCount: 1 });
    const drawer = screen.getByRole('dialog', { name: 'تصفية الفنادق' });
    expect(within(drawer).getByRole('textbox')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /عرض/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it('draws nothing on a phone while the drawer is closed', () => {
    screenIs(true);
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("draws the sidebar's title but not the module's sections in the server's HTML (the width is not known)", () => {
    screenIs(false);
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <FiltersFrame
          messages="hotelResults"
          element="section"
          block="own-filters"
          titleId="own-filters-title"
          open={false}
          activeCount={0}
          resultCount={3}
          onClose={() => {}}
          onClear={() => {}}
        >
          <input aria-label="Name" />
        </FiltersFrame>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('Filter hotels');
    expect(html).not.toContain('<input');
    expect(html).not.toContain('hidden');
  });

  it('keeps the sidebar hidden on a phone rather than dropping it, and gives the drawer the id', () => {
    screenIs(true);
    setup({ open: true });
    // Still in the markup (the server and the hydrating render drew it), hidden from everyone.
    const sidebar = document.querySelector('section.own-filters');
    expect(sidebar).toHaveAttribute('hidden');
    expect(sidebar).not.toHaveAttribute('id');
    expect(screen.getByRole('dialog', { name: 'Filter hotels' })).toHaveAttribute('id', 'own-filters');
    expect(document.querySelectorAll('#own-filters')).toHaveLength(1);
  });
});
