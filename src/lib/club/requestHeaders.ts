/**
 * Headers the proxy sets for server components. Anything a client sends under these names is
 * dropped first: they are only ever the proxy's word.
 */
export const CLUB_HOST_HEADER = 'x-club-host';
export const CLUB_ID_HEADER = 'x-club-id';
export const SITE_TYPE_HEADER = 'x-site-type';
export const CLUB_STATUS_HEADER = 'x-club-status';
/** '1' when the page asked for is a home page ('/' or '/<locale>'): the layout then leaves out the
 *  second stylesheet, which the home page adds once it has hydrated (src/lib/styles.ts). */
export const HOME_PAGE_HEADER = 'x-home-page';

const internalHeaders = [
  CLUB_HOST_HEADER,
  CLUB_ID_HEADER,
  SITE_TYPE_HEADER,
  CLUB_STATUS_HEADER,
  HOME_PAGE_HEADER,
];

export function withTrustedClubHeaders(
  incoming: Headers,
  values: { host: string; clubId?: number; siteType?: string; status: string; homePage?: boolean },
): Headers {
  const headers = new Headers(incoming);
  for (const name of internalHeaders) headers.delete(name);
  headers.set(CLUB_HOST_HEADER, values.host);
  headers.set(CLUB_STATUS_HEADER, values.status);
  if (values.clubId !== undefined) headers.set(CLUB_ID_HEADER, String(values.clubId));
  if (values.siteType) headers.set(SITE_TYPE_HEADER, values.siteType);
  if (values.homePage) headers.set(HOME_PAGE_HEADER, '1');
  return headers;
}
