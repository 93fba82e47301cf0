// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const cookieJar = new Map<string, string>();
const clubApiData = vi.fn();

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
  }),
}));
vi.mock('@/lib/club/server', () => ({
  getClubLookup: async () => ({ status: 'found', config: { club_details: { club_id: 7 } } }),
}));
vi.mock('@/lib/api/server', () => ({ clubApiData: (...args: unknown[]) => clubApiData(...args) }));

const { isMissingBooking } = await import('./bookingOnServer');

const ID = '9c3d1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';

beforeEach(() => {
  cookieJar.clear();
  clubApiData.mockReset();
});

describe('isMissingBooking (a 404 decided on the server)', () => {
  it('is missing for a malformed id, without asking the API', async () => {
    expect(await isMissingBooking('not-a-booking', 'en')).toBe(true);
    expect(clubApiData).not.toHaveBeenCalled();
  });

  it('asks the club API with the login cookie, and is missing on its 404', async () => {
    cookieJar.set('auth_token', 'the-token');
    clubApiData.mockResolvedValueOnce(null);
    expect(await isMissingBooking(ID, 'ar')).toBe(true);
    expect(clubApiData).toHaveBeenCalledWith(`/my-bookings/${ID}`, {
      clubId: 7,
      language: 'ar',
      headers: { Authorization: 'Bearer the-token' },
    });
  });

  it('leaves the page to decide for a guest, a booking found, and an API error', async () => {
    expect(await isMissingBooking(ID, 'en')).toBe(false);
    expect(clubApiData).not.toHaveBeenCalled();
    cookieJar.set('auth_token', 'the-token');
    clubApiData.mockResolvedValueOnce({ booking: { bookingId: ID } });
    expect(await isMissingBooking(ID, 'en')).toBe(false);
    clubApiData.mockRejectedValueOnce(new Error('401'));
    expect(await isMissingBooking(ID, 'en')).toBe(false);
  });
});
