import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FILTER_DRAWER_QUERY } from '@/features/booking/search/FiltersFrame';

/** matchMedia as a phone answers it: the kit's filter drawer query matches, no other. */
function onAPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === FILTER_DRAWER_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** A results page whose filters the kit frames (FiltersFrame), as its test file renders it. */
export interface PhoneFiltersPage {
  /** Renders the page and waits for all its results. */
  renderAll: () => Promise<unknown>;
  /** The sidebar's element (the module's class block). */
  sidebar: () => HTMLElement | null;
  /** The filters' title (the sidebar's heading, the drawer's name) and the toolbar button opening them. */
  title: string;
  button: string;
  /** What the open drawer holds of the module's own sections. */
  drawerHolds: (drawer: HTMLElement) => void;
}

/**
 * The kit's filters on a phone: the hidden sidebar keeps its title but renders no section (neither
 * hydrated nor rendered again as the results arrive), and the open drawer holds them.
 */
export function phoneFiltersCase(name: string, page: PhoneFiltersPage) {
  it(name, async () => {
    onAPhone();
    try {
      const user = userEvent.setup();
      await page.renderAll();
      // The sidebar is there (hidden), with its title, but without the sections.
      const sidebar = page.sidebar();
      expect(sidebar).not.toBeNull();
      expect(sidebar).not.toBeVisible();
      expect(within(sidebar!).getByRole('heading', { hidden: true, name: page.title })).toBeInTheDocument();
      for (const role of ['checkbox', 'radio', 'searchbox', 'textbox'])
        expect(within(sidebar!).queryAllByRole(role, { hidden: true })).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: page.button }));
      page.drawerHolds(await screen.findByRole('dialog', { name: page.title }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
}
