import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { appRoutes, renderApp } from '@tests/render';
import { selectRehydrated } from '@/store/makeStore';
import { currencyChanged } from '@/store/preferencesSlice';
import type { InitialHotelDetails } from '../api/prefetch';
import { HotelAbout } from './HotelAbout';
import { HotelDetailsView } from './HotelDetailsView';
import { aHotelDetails, aRateCheck, aStayQuery } from '@tests/builders/aHotelDetails';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

// The view loads its own description section lazily when the server sent none; loading the module
// once here keeps that load's time (a transform on a busy machine) out of the tests' waits.
beforeAll(() => import('./HotelAbout'));

// The builders' stay (1–3 Dec 2026) and free-cancellation deadline (28 Nov 2026, 23:59 in Dubai) are
// fixed dates: the tests read them from a day before both, not from the machine's clock (the
// deadline's wording changes once it has passed). Only Date is faked; timers run as usual.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-20T08:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

// Each test starts with no stay held (the store persists to local storage).

const query = aStayQuery();

function setup(
  checks: FakeAnswer[],
  locale: 'en' | 'ar' = 'en',
  details: FakeAnswer = ok(aHotelDetails()),
  initial: InitialHotelDetails | null = null,
  about: ReactNode = null,
) {
  mockRouter.push.mockClear();
  const answers = [...checks];
  const api = fakeApi({
    ...appRoutes,
    'POST /hotel/details': details,
    'POST /hotel/rate-check': () => answers.shift() ?? failure(500, ''),
  });
  const view = renderApp(<HotelDetailsView query={query} initial={initial} about={about} />, {
    api,
    locale,
  });
  return { api, store: view.store, user: userEvent.setup() };
}

async function chooseBoth(user: ReturnType<typeof userEvent.setup>) {
  const room1 = await screen.findByTestId('search-room-1');
  const room2 = screen.getByTestId('search-room-2');
  // Room 2 (an adult and a child) is offered the family room only.
  expect(within(room2).queryByText('Deluxe King Room')).toBeNull();
  await user.click(within(room1).getAllByRole('radio')[0]!);
  await user.click(within(room2).getByRole('radio'));
}

describe('HotelDetailsView', () => {
  it('shows the hotel, each room priced for its own guests, and holds the stay once the rates are confirmed', async () => {
    const { api, store, user } = setup([ok(aRateCheck('CONFIRMED', 860, 860))]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jumeirah Creek Palace' }),
    ).toBeInTheDocument();
    // Without the server's section (no hotel from the server), the view loads its own.
    expect(await screen.findByText('Free Wi-Fi')).toBeInTheDocument();
    expect(
      screen.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026 · 2 nights · 2 rooms · 3 adults, 1 child'),
    ).toBeInTheDocument();
    // The deadline in Dubai's time, whatever the test machine's zone.
    expect(screen.getAllByText(/Free cancellation until 28 Nov 2026, 23:59/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Non-refundable').length).toBeGreaterThan(0);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await chooseBoth(user);
    // 400 for room 1, 460 for the family room with room 2's child.
    expect(screen.getByTestId('selection-total')).toHaveTextContent('860');
    await user.click(continueButton);

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/hotels/checkout'));
    expect(api.callsTo('POST /hotel/rate-check')[0]?.body).toMatchObject({
      hotelId: 120034,
      rateIds: ['120034-1-1', '120034-2-1'],
      rooms: query.rooms,
    });
    expect(store().getState().hotelCheckout.held).toMatchObject({
      rateIds: ['120034-1-1', '120034-2-1'],
      rateToken: 'rate-token-1',
      previousTotal: null,
      query,
    });
  });

  it('shows a changed price old → new, and goes on only when the visitor accepts it', async () => {
    const { store, user } = setup([ok(aRateCheck('PRICE_CHANGED', 860, 920))]);
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByTestId('price-changed');
    expect(alert).toHaveTextContent(/from USD 860\.00 to USD 920\.00/);
    await user.click(within(alert).getByRole('button', { name: 'Choose again' }));
    expect(screen.queryByTestId('price-changed')).toBeNull();
    expect(store().getState().hotelCheckout.held).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('accepts a changed price and keeps the old total to show', async () => {
    const { store, user } = setup([ok(aRateCheck('PRICE_CHANGED', 860, 920))]);
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue at the new price' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/hotels/checkout');
    expect(store().getState().hotelCheckout.held).toMatchObject({ previousTotal: 860, stay: { total: 920 } });
  });

  it('says a sold-out rate is gone and offers the others', async () => {
    const { user } = setup([ok(aRateCheck('UNAVAILABLE', 860, 860, ['120034-1-1']))]);
    await chooseBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const room1 = screen.getByTestId('search-room-1');
    expect(await within(room1).findByRole('alert')).toHaveTextContent(
      /just sold out\. Please choose another/,
    );
    // The sold-out rate is no longer offered; the room has to be chosen again.
    expect(within(room1).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(room1)
        .getAllByRole('radio')
        .every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('on a phone, puts the total and Continue in a bar at the bottom once a rate is picked (Arabic too)', async () => {
    // A phone-wide screen: the summary stacks far below the rooms.
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { user } = setup([ok(aRateCheck('CONFIRMED', 860, 860))], 'ar');
      const room1 = await screen.findByTestId('search-room-1');
      expect(screen.queryByRole('region', { name: 'اختيارك' })).toBeNull();
      await user.click(within(room1).getAllByRole('radio')[0]!);
      const bar = screen.getByRole('region', { name: 'اختيارك' });
      expect(within(bar).getByTestId('selection-bar-total')).toHaveTextContent(/400/);
      // One Continue on the page, in the bar, and it waits for a rate in every room.
      expect(screen.getAllByRole('button', { name: 'متابعة' })).toHaveLength(1);
      expect(within(bar).getByRole('button', { name: 'متابعة' })).toBeDisabled();
      await user.click(within(screen.getByTestId('search-room-2')).getByRole('radio'));
      expect(within(bar).getByTestId('selection-bar-total')).toHaveTextContent(/860/);
      await user.click(within(bar).getByRole('button', { name: 'متابعة' }));
      await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/hotels/checkout'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('speaks Arabic', async () => {
    setup([], 'ar');
    expect(await screen.findByRole('heading', { level: 2, name: 'الغرف والأسعار' })).toBeInTheDocument();
    // The amenities are the lazily loaded about part's, not the rooms': awaited themselves.
    expect(await screen.findByText('واي فاي مجاني')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown hotel', async () => {
    setup([], 'en', failure(404, 'Hotel not found'));
    expect(await screen.findByText(/not found|doesn't exist|could not be found/i)).toBeInTheDocument();
  });

  it('shows the hotel the server fetched at once, and asks again only in another currency', async () => {
    const served = aHotelDetails();
    const { api, store } = setup([], 'en', ok({ ...aHotelDetails(), name: 'Creek Palace in AED' }), {
      details: served,
      currency: 'USD',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Jumeirah Creek Palace' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(selectRehydrated(store().getState())).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo('POST /hotel/details')).toHaveLength(0);
    act(() => void store().dispatch(currencyChanged('AED')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Creek Palace in AED' })).toBeInTheDocument();
    expect(api.callsTo('POST /hotel/details')).toHaveLength(1);
  });

  it('fetches the hotel itself when the server asked in another currency', async () => {
    const { api } = setup([], 'en', ok(aHotelDetails()), { details: aHotelDetails(), currency: 'EUR' });
    await waitFor(() => expect(api.callsTo('POST /hotel/details')).toHaveLength(1));
  });

  it('shows the description section the server rendered, and none of its own, even after asking again', async () => {
    const served = aHotelDetails();
    // The page renders HotelAbout on the server with the hotel it fetched; here, its output.
    const about = (
      <HotelAbout details={{ ...served, description: 'As the server wrote it.' }} headingId="about" />
    );
    const { api, store } = setup(
      [],
      'en',
      ok({ ...aHotelDetails(), description: 'As the browser read it.' }),
      { details: served, currency: 'USD' },
      about,
    );
    expect(screen.getByText('As the server wrote it.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name: 'About the hotel' })).toHaveLength(1);
    await waitFor(() => expect(selectRehydrated(store().getState())).toBe(true));
    act(() => void store().dispatch(currencyChanged('AED')));
    await waitFor(() => expect(api.callsTo('POST /hotel/details')).toHaveLength(1));
    expect(await screen.findByTestId('search-room-1')).toBeInTheDocument();
    expect(screen.getByText('As the server wrote it.')).toBeInTheDocument();
    expect(screen.queryByText('As the browser read it.')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2, name: 'About the hotel' })).toHaveLength(1);
  });
});
