import { ApiError } from '@/lib/api/errors';
import { apiSlice } from '@/store/apiSlice';
import type { PlaceNames } from '../search/recentSearchesSlice';

/** The codes asked, sorted and joined with commas (`DXB,LHR`), and the page's language. */
export interface PlaceNamesQuery {
  codes: string;
  language: 'en' | 'ar';
}

/**
 * The site's own `GET /api/places` (the names come from the site's airport data, not the club API)
 * as an RTK Query endpoint, loaded when an itinerary first asks (store/lazyEndpoints). A failure is
 * an error, so the next itinerary asks again; meanwhile the callers show the codes.
 */
export const placeNamesEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    placeNames: build.query<PlaceNames, PlaceNamesQuery>({
      queryFn: async ({ codes, language }) => {
        try {
          const response = await fetch(`/api/places?${new URLSearchParams({ codes, language })}`);
          if (!response.ok) return { error: new ApiError(response.status, null) };
          const body = (await response.json()) as { data: PlaceNames | null };
          return { data: body.data ?? {} };
        } catch {
          return { error: new ApiError(0, null) };
        }
      },
    }),
  }),
});
