'use client';

import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useClub } from '@/lib/app/AppContext';
import { visitorLocation } from '@/lib/geo/visitorLocation';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { countryChanged, selectCurrency } from '@/store/preferencesSlice';
import { preferencesApi } from './api';

/**
 * Once the stored state is back: fetches the chosen currency's data, on load and on every change
 * (errors are only logged, spec section 8), and gives a visitor who is not logged in and has not
 * chosen a country the country of their IP address (the club's default when that is unknown).
 */
export function PreferencesBootstrap() {
  const club = useClub();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const currency = useAppSelector(selectCurrency);

  // The endpoint puts the data into the preferences (see ./api).
  preferencesApi.useCurrencyDataQuery(rehydrated && currency ? currency : skipToken);

  useEffect(() => {
    if (!rehydrated) return;
    const { session, preferences } = store.getState();
    if (session.isLoggedIn || preferences.country) return;
    let cancelled = false;
    void visitorLocation().then(({ country }) => {
      const state = store.getState();
      // A choice made (or a login) while the lookup ran wins.
      if (cancelled || state.preferences.country || state.session.isLoggedIn) return;
      dispatch(countryChanged(country || club.defaultCountryCode));
    });
    return () => {
      cancelled = true;
    };
  }, [rehydrated, store, dispatch, club.defaultCountryCode]);

  return null;
}

export default PreferencesBootstrap;
