import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { mockRouter, setMockPathname } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';
import { twoCurrencyClub } from '@tests/builders/aClub';
import { resetBrowserState } from '@tests/mocks/browserState';
import { HeaderPreferences } from './HeaderPreferences';
import { PreferencesBootstrap } from './PreferencesBootstrap';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const PREFERENCE = 'PUT /admin/customer/preference/update/3';

beforeEach(() => {
  resetBrowserState();
  document.cookie = 'site_language=; max-age=0; path=/';
  setMockPathname('/flights');
  window.history.replaceState(null, '', '/en/flights?from=DXB&to=LHR');
  mockRouter.replace.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const button = (name: RegExp) => screen.getByRole('button', { name });

async function choose(dropdown: RegExp, option: string | RegExp) {
  await userEvent.click(button(dropdown));
  await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: option }));
}

describe('language switch', () => {
  it('a guest switches at once: the same page and query string, in the other locale', async () => {
    const { api } = renderApp(<HeaderPreferences />, { club: twoCurrencyClub(), toaster: true });
    await choose(/^Language: English/, 'العربية');
    // The switch's code loads with the first choice (usePreferenceActions).
    await waitFor(() =>
      expect(mockRouter.replace).toHaveBeenCalledWith('/flights?from=DXB&to=LHR', {
        locale: 'ar',
        scroll: false,
      }),
    );
    expect(api.callsTo(PREFERENCE)).toHaveLength(0);
    expect(window.localStorage.getItem('language')).toBe('ar');
    // Kept for the next visit to the bare domain, which the proxy answers (issue 30 item 13).
    expect(document.cookie).toMatch(/(^|; )site_language=ar(;|$)/);
  });

  it('a logged-in user saves it first, then switches', async () => {
    const { api, store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: ok({}, 200, 'Preference saved') },
    });
    await choose(/^Language: English/, 'العربية');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledTimes(1));
    expect(api.callsTo(PREFERENCE).map((c) => c.body)).toEqual([{ preferredLanguage: 'ar' }]);
    expect(store().getState().session.user?.language).toBe('ar');
  });

  it('stays in the previous language, with an error toast, when saving fails', async () => {
    const { store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: failure(500, 'Preferences are down') },
    });
    await choose(/^Language: English/, 'العربية');
    expect(await screen.findByText('Preferences are down')).toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
    expect(document.cookie).not.toMatch(/site_language=ar/);
    expect(store().getState().preferences.language).toBe('en');
    expect(store().getState().session.user?.language).toBe('en');
    expect(button(/^Language: English/)).toHaveFocus();
  });
});

describe('currency switch', () => {
  it('a guest applies it locally; its data is fetched (upper case) and it travels as Currency-Preference', async () => {
    const { api, store } = renderApp(
      <>
        <PreferencesBootstrap />
        <HeaderPreferences />
      </>,
      { club: twoCurrencyClub(), toaster: true },
    );
    await choose(/^Currency: USD/, /^AED/);
    await waitFor(() => expect(store().getState().preferences.currencyData?.code).toBe('AED'));
    expect(store().getState().preferences.currency).toBe('AED');
    expect(api.callsTo(PREFERENCE)).toHaveLength(0);
    const dataCall = api.callsTo('GET /currency/flight/currency-code/AED')[0]!;
    expect(dataCall.headers.get('Currency-Preference')).toBe('AED');
    expect(button(/^Currency: AED/)).toBeInTheDocument();
  });

  it('a logged-in user saves it, then it applies', async () => {
    const { api, store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: ok({}, 200) },
    });
    await choose(/^Currency: USD/, /^AED/);
    await waitFor(() => expect(store().getState().preferences.currency).toBe('AED'));
    expect(api.callsTo(PREFERENCE).map((c) => c.body)).toEqual([{ preferredCurrency: 'AED' }]);
    expect(store().getState().session.user?.currency).toBe('AED');
  });

  it('reverts on failure with a toast', async () => {
    const { store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: failure(400, 'preferredCurrency: must be one of USD') },
    });
    await choose(/^Currency: USD/, /^AED/);
    // The toast is the site's own message: the API's raw field message never reaches the user.
    expect(await screen.findByText('Oops. Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/preferredCurrency/)).not.toBeInTheDocument();
    expect(store().getState().preferences.currency).toBe('USD');
    expect(store().getState().preferences.currencyChanging).toBe(false);
    expect(button(/^Currency: USD/)).toBeInTheDocument();
  });

  it('does not open while a currency change is in flight', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) },
    });
    await choose(/^Currency: USD/, /^AED/);
    const toggle = button(/^Currency: USD/);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => answer(ok({}, 200)));
    await waitFor(() => expect(button(/^Currency: AED/)).not.toHaveAttribute('aria-disabled'));
    expect(store().getState().preferences.currencyChanging).toBe(false);
    await userEvent.click(button(/^Currency: AED/));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it.each(['/checkout', '/flights/checkout', '/hotels/checkout'])('is hidden on %s', (path) => {
    setMockPathname(path);
    renderApp(<HeaderPreferences />, { club: twoCurrencyClub(), toaster: true });
    expect(screen.queryByRole('button', { name: /^Currency/ })).not.toBeInTheDocument();
    expect(button(/^Language/)).toBeInTheDocument();
    expect(button(/^Country/)).toBeInTheDocument();
  });
});

describe('country switch', () => {
  async function chooseCountry(name: string) {
    await userEvent.click(button(/^Country/));
    await userEvent.click(await screen.findByRole('option', { name }));
  }

  it('a guest sets it locally', async () => {
    const { api, store } = renderApp(<HeaderPreferences />, { club: twoCurrencyClub(), toaster: true });
    await chooseCountry('India');
    expect(store().getState().preferences.country).toBe('IN');
    expect(api.callsTo(PREFERENCE)).toHaveLength(0);
    expect(button(/^Country: India \(IN\)/)).toHaveFocus();
  });

  it('a logged-in user saves preferredCountry', async () => {
    const { api, store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: ok({}, 200) },
    });
    await chooseCountry('India');
    await waitFor(() => expect(store().getState().preferences.country).toBe('IN'));
    expect(api.callsTo(PREFERENCE).map((c) => c.body)).toEqual([{ preferredCountry: 'IN' }]);
  });

  it.each([
    ['201', { status: 201, data: { data: null, message: 'Saved', statusCode: 201 } }],
    ['204 without a body', { status: 204, data: '' }],
  ])('counts a %s as saved (a club API after the specification)', async (_, answer) => {
    const { store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: answer },
    });
    act(() => void store().dispatch({ type: 'preferences/countryChanged', payload: 'GB' }));
    await chooseCountry('India');
    await waitFor(() => expect(store().getState().preferences.country).toBe('IN'));
  });

  it.each([
    ['a failure', failure(500, 'Could not save your country')],
    ['a redirect', { status: 302, data: { data: null, message: 'Moved', statusCode: 302 } }],
  ])('keeps the previous country on %s, with a toast', async (_, answer) => {
    const { store } = renderApp(<HeaderPreferences />, {
      club: twoCurrencyClub(),
      toaster: true,
      user: {},
      routes: { [PREFERENCE]: answer },
    });
    act(() => void store().dispatch({ type: 'preferences/countryChanged', payload: 'GB' }));
    await chooseCountry('India');
    expect(
      await screen.findByText(answer.status === 500 ? 'Could not save your country' : 'Moved'),
    ).toBeVisible();
    expect(store().getState().preferences.country).toBe('GB');
  });
});
