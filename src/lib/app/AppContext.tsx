'use client';

import { createContext, useContext } from 'react';
import type { ApiClient } from '@/lib/api/client';
import type { ClubPublic, SiteType } from '@/lib/club/types';

/** Where the browser reaches the club API: read from the environment by the locale layout. */
export interface PublicApiSettings {
  baseUrl: string;
  apiKey: string;
  version: string;
}

/** The club, the kind of site and the API client every page and feature below the locale layout reads. */
interface AppContextValue {
  club: ClubPublic;
  siteType: SiteType;
  api: ApiClient;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside <AppProviders>');
  return value;
}

export function useApi(): ApiClient {
  return useAppContext().api;
}

/** The club API's address as the browser reaches it (for a widget that fetches by itself). */
export function useApiBaseUrl(): string {
  return useAppContext().api.baseURL;
}

export function useClub(): ClubPublic {
  return useAppContext().club;
}
