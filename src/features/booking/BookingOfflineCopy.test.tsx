import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderApp } from '@tests/render';
import { aBookingModule } from '@tests/builders/aBookingModule';
import { ok } from '@tests/mocks/fakeApi';
import { OFFLINE_BOOKINGS_CACHE, SAVED_AT_HEADER, offlineCacheKey } from '@/lib/offline/offlineRoutes';
import { AUTH_TOKEN_KEY } from '@/lib/session/token';
import { selectPageWorksOffline } from '@/store/uiSlice';
import type { AnyManagedBooking } from './api';
import { BookingDetailPage } from './BookingDetailPage';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

/** The booking page's offline copy (docs/offline.md): what it says when the worker saved the booking. */

const ID = '9c3d1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';
const later = { timeout: 5000 };

const testModule = aBookingModule({
  Summary: () => <p data-testid="module-summary">summary</p>,
});

const booking = {
  booking: {
    bookingId: ID,
    reference: 'T9XK41',
    status: 1,
    statusName: 'Confirmed',
    amount: 120,
    currency: 'USD',
    paymentMethod: null,
    paymentMethodName: null,
    payment: null,
    refund: null,
    contact: { email: 'sara@example.com', phoneCountryCode: '+971', phoneNumber: '501234567' },
    cancelReason: null,
    stay: {},
    guests: [],
  },
  history: [],
  quote: { cancellable: false, refundable: false, reason: 'ALREADY_CANCELLED', message: null },
} as unknown as AnyManagedBooking;

/** Cache Storage holding the booking saved for the login `owner` at `savedAt`. */
async function savedFor(owner: string, savedAt: string) {
  const key = (await offlineCacheKey(
    {
      url: `http://127.0.0.1:4000/my-bookings/${ID}`,
      method: 'GET',
      headers: new Headers({ Authorization: `Bearer ${owner}` }),
    },
    'booking-data',
  ))!;
  const copy = { headers: new Headers({ [SAVED_AT_HEADER]: savedAt }) };
  const keys = vi.fn(async () => [{ url: key }]);
  vi.stubGlobal('caches', {
    has: async (name: string) => name === OFFLINE_BOOKINGS_CACHE,
    open: async () => ({
      keys,
      match: async (request: { url: string }) => (request.url === key ? copy : undefined),
    }),
  });
  return keys;
}

/**
 * A service worker container with no worker yet; `takeControl` is the first visit's worker taking
 * over the page (skipWaiting, clients.claim), as the browser tells it.
 */
function workerArrivingLater() {
  const container = Object.assign(new EventTarget(), { controller: null as { postMessage(): void } | null });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    takeControl: () => {
      container.controller = { postMessage: () => {} };
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(AUTH_TOKEN_KEY);
  // The page lets go of the worker container first.
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('A booking saved for offline use', { timeout: 20_000 }, () => {
  it('says when it was saved, and keeps the offline dialog away while it is shown', async () => {
    Cookies.set(AUTH_TOKEN_KEY, 'token-of-sara');
    await savedFor('token-of-sara', '2026-11-28T10:05:00.000Z');
    const { store } = renderApp(<BookingDetailPage bookingId={ID} module={testModule} />, {
      user: { id: 3 },
      routes: { [`GET /my-bookings/${ID}`]: () => ok(booking) },
    });
    const note = await screen.findByTestId('offline-copy', {}, later);
    expect(note).toHaveTextContent(/^Saved for offline use · last updated .*28 Nov 2026/);
    expect(selectPageWorksOffline(store().getState())).toBe(true);
  });

  it('says nothing of a copy saved for another login', async () => {
    Cookies.set(AUTH_TOKEN_KEY, 'token-of-omar');
    const keys = await savedFor('token-of-sara', '2026-11-28T10:05:00.000Z');
    renderApp(<BookingDetailPage bookingId={ID} module={testModule} />, {
      user: { id: 4 },
      routes: { [`GET /my-bookings/${ID}`]: () => ok(booking) },
    });
    expect(await screen.findByTestId('module-summary', {}, later)).toBeInTheDocument();
    // The page has looked through the saved copies, and found none of this login's.
    await vi.waitFor(() => expect(keys).toHaveBeenCalled(), later);
    await act(async () => {});
    expect(screen.queryByTestId('offline-copy')).not.toBeInTheDocument();
  });

  it('reads the booking again through the worker when the worker took over while the first read was on its way', async () => {
    Cookies.set(AUTH_TOKEN_KEY, 'token-of-sara');
    vi.stubGlobal('caches', { has: async () => false });
    const worker = workerArrivingLater();
    const { api } = renderApp(<BookingDetailPage bookingId={ID} module={testModule} />, {
      user: { id: 3 },
      routes: {
        // The first read leaves before the worker controls the page and comes back after: it went
        // past the worker, which holds no copy of it (the slow login check of a loaded machine).
        [`GET /my-bookings/${ID}`]: ({ headers }) => {
          if (api.callsTo(`GET /my-bookings/${ID}`).length === 1) worker.takeControl();
          expect(headers.Authorization).toBe('Bearer token-of-sara');
          return ok(booking);
        },
      },
    });
    expect(await screen.findByTestId('module-summary', {}, later)).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo(`GET /my-bookings/${ID}`)).toHaveLength(2), later);
    // Once read through the worker, it is not read again.
    await act(async () => {});
    expect(api.callsTo(`GET /my-bookings/${ID}`)).toHaveLength(2);
  });
});
