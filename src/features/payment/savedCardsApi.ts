import type { Envelope } from '@/lib/api/client';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import type { SavedCard } from './types';

/**
 * Saved cards (the specification's TOKENIZATION payment mode) as RTK Query endpoints: the signed-in
 * user's list, and removing one. A card is saved by tokenising it with `saveCard` (./paymentApi).
 * An optional extension of the club API (docs/club-api.md): without it the list fails and the
 * payment step offers the card form alone.
 */
export const savedCardsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the user's id, so that another user's list is never shown from the cache. */
    savedCards: build.query<SavedCard[], number>({
      query: () => '/payment/saved-cards',
      transformResponse: (body: Envelope<SavedCard[] | null>) => envelopeData(body) ?? [],
      providesTags: ['SavedCards'],
    }),
    removeSavedCard: build.mutation<void, string>({
      query: (cardId) => ({ url: `/payment/saved-cards/${encodeURIComponent(cardId)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['SavedCards'],
    }),
  }),
});

export const { useSavedCardsQuery, useRemoveSavedCardMutation } = savedCardsApi;
