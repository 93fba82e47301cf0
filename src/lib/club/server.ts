import { cache } from 'react';
import { headers } from 'next/headers';
import { clubResolver } from './resolver';
import { CLUB_HOST_HEADER, HOME_PAGE_HEADER, SITE_TYPE_HEADER } from './requestHeaders';
import type { ClubLookup } from './resolveClub';
import type { SiteType } from './types';

/** The request's club, looked up once per request from the host the proxy vouched for. */
export const getClubLookup = cache(async (): Promise<ClubLookup> => {
  const h = await headers();
  return clubResolver()(h.get(CLUB_HOST_HEADER) ?? h.get('host'));
});

export const getSiteType = cache(async (): Promise<SiteType> => {
  const h = await headers();
  return h.get(SITE_TYPE_HEADER) === 'agent' ? 'agent' : 'customer';
});

/** The request is for a home page, as the proxy found from its path (not the client's word). */
export const isHomePageRequest = cache(async (): Promise<boolean> => {
  const h = await headers();
  return h.get(HOME_PAGE_HEADER) === '1';
});
