import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from '@/store/makeStore';
import en from '../messages/en.json';
import ar from '../messages/ar.json';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: 'en' | 'ar';
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders with a real store and the real messages, as the app's Providers do. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', preloadedState, store, ...options }: ProvidersOptions = {},
) {
  const theStore = store ?? makeStore({ language: locale, currency: 'USD', preloadedState });
  const messages = locale === 'ar' ? ar : en;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={theStore}>
        <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Vienna">
          {children}
        </NextIntlClientProvider>
      </Provider>
    );
  }
  return { store: theStore, ...render(ui, { wrapper: Wrapper, ...options }) };
}
