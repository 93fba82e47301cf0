import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { forgetTabApp } from './tabApp';
import { openDropdown, selectOpenDropdown, setActiveModule } from './uiSlice';

describe('the tab’s store', () => {
  it('outlives a remount of the providers (a locale switch), and starts over once forgotten', () => {
    const api = fakeApi({});
    const first = renderApp(<p>en</p>, { api, locale: 'en' });
    const store = first.store();
    act(() => {
      store.dispatch(setActiveModule('hotels'));
      store.dispatch(openDropdown('country'));
    });
    first.unmount();

    const second = renderApp(<p>ar</p>, { api, locale: 'ar' });
    expect(second.store()).toBe(store);
    expect(second.store().getState().ui.activeModule).toBe('hotels');
    expect(selectOpenDropdown(second.store().getState())).toBe('country');
    second.unmount();

    forgetTabApp();
    const third = renderApp(<p>en</p>, { api, locale: 'en' });
    expect(third.store()).not.toBe(store);
    expect(third.store().getState().ui.activeModule).toBe('flights');
  });
});
