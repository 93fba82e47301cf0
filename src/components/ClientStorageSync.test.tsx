import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currencyChanged } from '@/store/preferencesSlice';
import { aClub } from '@tests/builders/aClub';
import { resetBrowserState } from '@tests/mocks/browserState';
import { holdIdleCallbacks } from '@tests/mocks/idle';
import { renderApp } from '@tests/render';
import ClientStorageSync from './ClientStorageSync';

const club = aClub({ clubId: 7, defaultCurrency: 'USD', defaultCountryCode: 'AE' });

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

describe('ClientStorageSync', () => {
  it("writes the specification's storage keys once the browser is idle, not while the page hydrates", async () => {
    const idle = holdIdleCallbacks();
    renderApp(<ClientStorageSync club={club} locale="ar" />, { club, locale: 'ar' });
    expect(window.localStorage.getItem('language')).toBeNull();
    expect(window.localStorage.getItem('club_data')).toBeNull();

    idle.runOnce();
    await waitFor(() => expect(window.localStorage.getItem('language')).toBe('ar'));
    expect(window.localStorage.getItem('languageId')).toBe('2');
    expect(window.localStorage.getItem('currency')).toBe('USD');
    expect(JSON.parse(window.localStorage.getItem('club_data')!)).toEqual({
      agentClubUrl: club.agentClubUrl,
      clubId: 7,
      clubCurrency: 'USD',
      clubLanguge: 'en',
      countryCode: 'AE',
    });
  });

  it('keeps the currency key in step with a change of currency', async () => {
    const idle = holdIdleCallbacks();
    const view = renderApp(<ClientStorageSync club={club} locale="en" />, { club });
    idle.runOnce();
    await waitFor(() => expect(window.localStorage.getItem('currency')).toBe('USD'));

    act(() => void view.store().dispatch(currencyChanged('AED')));
    expect(window.localStorage.getItem('currency')).toBe('AED');
  });
});
