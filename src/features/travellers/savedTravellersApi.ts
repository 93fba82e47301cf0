import type { Envelope } from '@/lib/api/client';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import { travellerPath, type SavedTraveller, type SavedTravellerBody } from './savedTravellerCalls';

export {
  createSavedTraveller,
  deleteSavedTraveller,
  fetchSavedTravellers,
  updateSavedTraveller,
  type SavedTraveller,
  type SavedTravellerBody,
} from './savedTravellerCalls';

/**
 * The same calls as RTK Query endpoints: the list is tagged, and adding, changing or removing a
 * traveller makes it stale, so every list on screen (My account's, the checkout's picker) reads it
 * again. The change shows at once in the list already held, as it did before, while that read runs.
 */
const listApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    savedTravellers: build.query<SavedTraveller[], void>({
      query: () => '/traveler',
      transformResponse: (body: Envelope<SavedTraveller[]>) => (Array.isArray(body.data) ? body.data : []),
      providesTags: ['SavedTravellers'],
    }),
  }),
});

export const savedTravellersApi = listApi.injectEndpoints({
  endpoints: (build) => ({
    addSavedTraveller: build.mutation<SavedTraveller, SavedTravellerBody>({
      query: (body) => ({ url: '/traveler', method: 'POST', body }),
      transformResponse: envelopeData<SavedTraveller>,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        changeListOnSuccess(dispatch, queryFulfilled, (list, created) => [...list, created]),
      invalidatesTags: ['SavedTravellers'],
    }),
    changeSavedTraveller: build.mutation<SavedTraveller, { id: number; body: SavedTravellerBody }>({
      query: ({ id, body }) => ({ url: travellerPath(id), method: 'PUT', body }),
      transformResponse: envelopeData<SavedTraveller>,
      onQueryStarted: (_change, { dispatch, queryFulfilled }) =>
        changeListOnSuccess(dispatch, queryFulfilled, (list, updated) =>
          list.map((one) => (one.id === updated.id ? updated : one)),
        ),
      invalidatesTags: ['SavedTravellers'],
    }),
    removeSavedTraveller: build.mutation<void, number>({
      query: (id) => ({ url: `/traveler/${encodeURIComponent(String(id))}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        changeListOnSuccess(dispatch, queryFulfilled, (list) => list.filter((one) => one.id !== id)),
      invalidatesTags: ['SavedTravellers'],
    }),
  }),
});

/** Once a change is saved, applies it to the list held (a failed change leaves the list as it is). */
async function changeListOnSuccess<T>(
  dispatch: (action: ReturnType<typeof listApi.util.updateQueryData>) => unknown,
  saved: Promise<{ data: T }>,
  change: (list: SavedTraveller[], result: T) => SavedTraveller[],
): Promise<void> {
  try {
    const { data } = await saved;
    dispatch(listApi.util.updateQueryData('savedTravellers', undefined, (list) => change(list, data)));
  } catch {
    // The form shows the failure.
  }
}

export const {
  useSavedTravellersQuery,
  useAddSavedTravellerMutation,
  useChangeSavedTravellerMutation,
  useRemoveSavedTravellerMutation,
} = savedTravellersApi;
