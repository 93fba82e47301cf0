import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeaderDropdown } from '@/components/layout/useDropdown';
import { CountryDropdown } from './CountryDropdown';
import { renderApp } from '@tests/render';
import { twoCurrencyClub } from '@tests/builders/aClub';
import { resetBrowserState } from '@tests/mocks/browserState';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

function BarCountry() {
  return <CountryDropdown state={useHeaderDropdown('country')} variant="bar" />;
}

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

async function openCountries(locale: 'en' | 'ar' = 'en', selected = 'GB') {
  const view = renderApp(<BarCountry />, { club: twoCurrencyClub(), toaster: true, locale });
  view.store().dispatch({ type: 'preferences/countryChanged', payload: selected });
  await userEvent.click(await screen.findByTestId('country-button'));
  const search = await screen.findByRole('combobox');
  await screen.findAllByRole('option');
  // The names in the page's language load on demand; until then the API's English names show.
  if (locale === 'ar')
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/[\u0600-\u06FF]/));
  return { ...view, search };
}

const shown = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.getAttribute('data-testid')?.split('-').pop());

describe('the country dropdown', () => {
  it('lists every country with its flag and its name, the selected one first, and focuses the search', async () => {
    const { search } = await openCountries();
    expect(search).toHaveFocus();
    expect(shown()).toEqual(['GB', 'IN', 'SA', 'AE']);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('United Kingdom');
    const flags = Array.from(screen.getByRole('listbox').querySelectorAll('img')).map((img) =>
      img.getAttribute('src'),
    );
    expect(flags).toEqual(['/api/flags/gb', '/api/flags/in', '/api/flags/sa', '/api/flags/ae']);
  });

  // The search rules of spec section 5, on the names in the current language.
  it.each([
    ['en', 'united', ['GB', 'AE']],
    ['en', 'UNITED', ['GB', 'AE']],
    ['en', 'Arab', ['SA', 'AE']],
    ['en', 'ia', ['IN', 'SA']],
    ['en', '   india', ['IN']],
    ['en', '\t india', ['IN']],
    ['en', '🇮🇳 india', ['IN']],
    ['en', '😀Saudi', ['SA']],
    ['en', 'Saudi 👍', ['SA']],
    ['en', 'zzz', []],
    ['en', '', ['GB', 'IN', 'SA', 'AE']],
    ['ar', 'المتحدة', ['GB', 'AE']],
    ['ar', 'الهند', ['IN']],
    ['ar', 'india', []],
  ] as const)('in %s, %j → %j', async (locale, text, expected) => {
    const { search } = await openCountries(locale);
    if (text) fireEvent.change(search, { target: { value: text } });
    expect(shown()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  });

  it('keeps at most 50 characters, and an empty search restores the full list', async () => {
    const { search } = await openCountries();
    expect(search).toHaveAttribute('maxlength', '50');
    fireEvent.change(search, { target: { value: `  😀${'x'.repeat(60)}` } });
    expect((search as HTMLInputElement).value).toBe('x'.repeat(50));
    expect(shown()).toEqual([]);
    fireEvent.change(search, { target: { value: '' } });
    expect(shown()).toEqual(['GB', 'IN', 'SA', 'AE']);
  });

  it('chooses with the keyboard (arrows, Home, End, Enter) and lists the new choice first next time', async () => {
    const { search, store } = await openCountries();
    search.focus();
    await userEvent.keyboard('{End}');
    expect(search).toHaveAttribute('aria-activedescendant', expect.stringMatching(/AE$/));
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', expect.stringMatching(/SA$/));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    // The switch's code loads with the first choice (usePreferenceActions).
    await waitFor(() => expect(store().getState().preferences.country).toBe('IN'));
    const toggle = screen.getByTestId('country-button');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Country: India (IN)');
    await userEvent.click(toggle);
    await screen.findAllByRole('option');
    expect(shown()[0]).toBe('IN');
  });
});
