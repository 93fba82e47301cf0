import type { ApiClient, Envelope } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

/**
 * The calls alone, without RTK Query, for code in a page's first load (the flight checkout saves
 * travellers after payment): ./savedTravellersApi adds the endpoints, and RTK Query with them.
 *
 * The signed-in user's saved travellers (docs/flights-contract.md, Saved travellers): the same
 * list the checkout offers and My account manages.
 */
export type SavedTraveller = components['schemas']['Traveler'];
export type SavedTravellerBody = components['schemas']['TravelerBody'];

export const travellerPath = (id: number) => `/traveler/update-traveler/${encodeURIComponent(String(id))}`;

export async function fetchSavedTravellers(api: ApiClient): Promise<SavedTraveller[]> {
  const response = await api.get<Envelope<SavedTraveller[]>>('/traveler');
  return Array.isArray(response.data.data) ? response.data.data : [];
}

export async function createSavedTraveller(
  api: ApiClient,
  body: SavedTravellerBody,
): Promise<SavedTraveller> {
  const response = await api.post<Envelope<SavedTraveller>>('/traveler', body);
  return response.data.data;
}

export async function updateSavedTraveller(
  api: ApiClient,
  id: number,
  body: SavedTravellerBody,
): Promise<SavedTraveller> {
  const response = await api.put<Envelope<SavedTraveller>>(travellerPath(id), body);
  return response.data.data;
}

/** Removes a saved traveller of the signed-in user (another user's id is the API's 404). */
export async function deleteSavedTraveller(api: ApiClient, id: number): Promise<void> {
  await api.delete<Envelope<unknown>>(`/traveler/${encodeURIComponent(String(id))}`);
}
