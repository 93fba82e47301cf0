import type { PolledSearchResume, PolledSearchSource } from '@/features/booking/search/usePolledSearch';
import type { InitialHotelResults } from '../api/prefetch';
import { hotelResults, startHotelSearch, type HotelSummary } from '../api/search';
import { hotelSearchKey, type HotelSearch } from '../search/hotelSearch';

/** The hotel search for the kit's polling: `POST /hotel/search`, then `/hotel/search/results`. */
export const hotelSearchSource: PolledSearchSource<HotelSearch, HotelSummary> = {
  key: hotelSearchKey,
  start: (api, search, signal) => startHotelSearch(api, search, signal),
  async poll(api, searchId, offset, signal) {
    const batch = await hotelResults(api, searchId, offset, signal);
    return { ...batch, items: batch.hotels };
  },
};

/** The search the server started for the page, for the kit to carry on polling. */
export function resumeOf(
  initial: InitialHotelResults | null | undefined,
): PolledSearchResume<HotelSummary> | null {
  return initial ? { ...initial, items: initial.hotels } : null;
}
