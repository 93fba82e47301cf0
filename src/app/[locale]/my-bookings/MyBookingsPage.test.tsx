import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import { failure, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import en from '@messages/en.json';
import ar from '@messages/ar.json';
import type { BookingKind, BookingList, BookingListItem } from '@/features/booking/api';
import { MyBookingsPage } from '@/features/booking/MyBookingsPage';
import { listKey } from '@/features/booking/myBookingsSlice';
import { MyBookingsLists } from './MyBookingsLists';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const m = en.myBookings;

/** The page as its route composes it: the kit's frame around the modules' lists. */
const page = (initialModule?: BookingKind) => (
  <MyBookingsPage>
    <MyBookingsLists initialModule={initialModule} />
  </MyBookingsPage>
);
/** The page waits for the stored state (loaded after the first paint) before it shows anything. */
const later = { timeout: 5000 };

function aRow(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    bookingId: '6f1c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f',
    reference: 'K7QM2X',
    moduleType: 1,
    status: 1,
    statusName: 'Confirmed',
    amount: 640.5,
    currency: 'USD',
    createdAt: '2026-11-20T10:00:00.000Z',
    refund: null,
    flight: {
      tripType: 'Oneway',
      legs: [
        { origin: 'DXB', destination: 'LHR', departure: '2026-12-01T08:30', arrival: '2026-12-01T12:45' },
      ],
      travellers: 2,
      leadTraveller: 'Sara Haddad',
    },
    hotel: null,
    ...overrides,
  };
}

const HOTEL_ID = '7a2c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f';
const aHotelRow = (overrides: Partial<BookingListItem> = {}): BookingListItem =>
  aRow({
    bookingId: HOTEL_ID,
    reference: 'H4TL22',
    moduleType: 2,
    amount: 860,
    flight: null,
    hotel: {
      hotelId: 120034,
      name: 'Jumeirah Creek Palace',
      cityName: 'Dubai',
      countryName: 'United Arab Emirates',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      nights: 3,
      rooms: 1,
      guests: 2,
      leadGuest: 'Sara Haddad',
    },
    ...overrides,
  });

const counts = { upcoming: 1, cancelled: 0, completed: 3, failed: 0 };
const aList = (items: BookingListItem[], overrides: Partial<BookingList> = {}): BookingList => ({
  items,
  counts,
  page: 1,
  pageSize: 10,
  total: items.length,
  ...overrides,
});

beforeEach(() => {
  window.localStorage.clear();
  mockRouter.replace.mockClear();
});

describe('MyBookingsPage', { timeout: 20_000 }, () => {
  it('asks a guest to log in and reads nothing', async () => {
    const view = renderApp(page(), { routes: { 'GET /my-bookings': ok(aList([])) } });
    await userEvent.click(await screen.findByRole('button', { name: m.login }, later));
    expect(view.store().getState().auth.popup.isOpen).toBe(true);
    expect(view.api.callsTo('GET /my-bookings')).toHaveLength(0);
  });

  it('sends an agent-type user home', async () => {
    const view = renderApp(page(), {
      user: { userType: 6 },
      routes: { 'GET /my-bookings': ok(aList([])) },
    });
    await vi.waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/'), later);
    expect(view.api.callsTo('GET /my-bookings')).toHaveLength(0);
  });

  it('shows the tabs with their counts and the rows, and an empty tab says so', async () => {
    const view = renderApp(page(), {
      user: { id: 3 },
      routes: {
        'GET /my-bookings': (call) =>
          ok(call.params?.tab === 'upcoming' ? aList([aRow()]) : aList([], { counts })),
      },
    });
    const row = await screen.findByTestId('booking-row', {}, later);
    expect(row).toHaveAttribute('href', '/my-bookings/flights/6f1c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f');
    expect(within(row).getByText('K7QM2X')).toBeInTheDocument();
    expect(row).toHaveTextContent('2 travellers · Sara Haddad');
    expect(row).toHaveTextContent(en.ThankYou.statuses.Confirmed);
    expect(screen.getByRole('tab', { name: `${m.tabs.upcoming} 1` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(view.api.callsTo('GET /my-bookings')[0]?.params).toMatchObject({
      moduleType: 1,
      tab: 'upcoming',
      page: 1,
    });

    await userEvent.click(screen.getByRole('tab', { name: `${m.tabs.completed} 3` }));
    expect(await screen.findByText(m.no_records)).toBeInTheDocument();
    expect(view.api.callsTo('GET /my-bookings').at(-1)?.params).toMatchObject({ tab: 'completed' });
  });

  it('lists a requested cancellation and the refunds under Cancelled with their states', async () => {
    const rows = [
      aRow({ status: 7, statusName: 'CancelRequested' }),
      aRow({
        bookingId: '1b2c1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f',
        reference: 'P3ND22',
        status: 3,
        statusName: 'Cancelled',
        refund: { status: 2, statusName: 'Pending', amount: 576.45, currency: 'USD' },
      }),
      aRow({
        bookingId: '2c3d1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f',
        reference: 'R3FD33',
        status: 3,
        statusName: 'Cancelled',
        refund: { status: 1, statusName: 'Refunded', amount: 576.45, currency: 'USD' },
      }),
      aRow({
        bookingId: '3d4e1f5e-3b7a-4d55-9d8e-1a2b3c4d5e6f',
        reference: 'F41L44',
        status: 3,
        statusName: 'Cancelled',
        refund: { status: 3, statusName: 'Failed', amount: 576.45, currency: 'USD' },
      }),
    ];
    const cancelledCounts = { upcoming: 0, cancelled: 4, completed: 0, failed: 0 };
    renderApp(page(), {
      user: { id: 3 },
      routes: {
        'GET /my-bookings': (call) =>
          ok(
            call.params?.tab === 'cancelled'
              ? aList(rows, { counts: cancelledCounts })
              : aList([], { counts: cancelledCounts }),
          ),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: `${m.tabs.cancelled} 4` }, later));
    const found = await screen.findAllByTestId('booking-row');
    expect(found).toHaveLength(4);
    expect(found[0]).toHaveTextContent(en.ThankYou.statuses.CancelRequested);
    const refundOf = (row: HTMLElement) => row.querySelector('.booking-row__refund')?.textContent;
    expect(found.slice(1).map(refundOf)).toEqual(
      ['Pending', 'Refunded', 'Failed'].map((status) =>
        m.refund_status.replace(
          '{status}',
          en.ThankYou.refund_statuses[status as keyof typeof en.ThankYou.refund_statuses],
        ),
      ),
    );
  });

  it('keeps the lists it read for the next visit, shows them at once and reads them again', async () => {
    const stored = aList([aRow({ reference: 'OLD111' })]);
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const view = renderApp(page(), {
      user: { id: 3 },
      state: {
        myBookings: {
          userId: 3,
          lists: { [listKey(1, 'upcoming')]: { list: stored, fetchedAt: '2026-11-20T10:00:00.000Z' } },
        },
      },
      routes: {
        'GET /my-bookings': (call) =>
          call.params?.moduleType === 2 ? ok(aList([])) : new Promise((resolve) => (answer = resolve)),
      },
    });
    expect(await screen.findByText('OLD111', {}, later)).toBeInTheDocument();
    await vi.waitFor(() => expect(view.api.callsTo('GET /my-bookings')).toHaveLength(2));
    answer(ok(aList([aRow({ reference: 'NEW222' })])));
    expect(await screen.findByText('NEW222')).toBeInTheDocument();
    expect(screen.queryByText('OLD111')).not.toBeInTheDocument();
    const lists = view.store().getState().myBookings.lists;
    expect(lists[listKey(1, 'upcoming')]?.list.items[0]?.reference).toBe('NEW222');
  });

  it('pages a long list', async () => {
    const view = renderApp(page(), {
      user: { id: 3 },
      routes: {
        'GET /my-bookings': (call) =>
          ok(
            aList([aRow({ reference: call.params?.page === 2 ? 'PAGE22' : 'PAGE11' })], {
              total: 15,
              page: Number(call.params?.page),
            }),
          ),
      },
    });
    expect(await screen.findByText('PAGE11', {}, later)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.next }));
    expect(await screen.findByText('PAGE22')).toBeInTheDocument();
    expect(view.api.callsTo('GET /my-bookings').at(-1)?.params).toMatchObject({ page: 2 });
  });

  it('shows skeletons while reading, and a failure with a retry', async () => {
    let calls = 0;
    renderApp(page(), {
      user: { id: 3 },
      routes: {
        'GET /my-bookings': () => (++calls === 1 ? failure(500, 'Server error') : ok(aList([aRow()]))),
      },
    });
    expect((await screen.findAllByTestId('booking-skeleton', {}, later)).length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('button', { name: m.retry }));
    expect(await screen.findByTestId('booking-row')).toBeInTheDocument();
  });

  it('has Flights and Hotels tabs with their counts, and lists the hotel bookings', async () => {
    const hotelCounts = { upcoming: 2, cancelled: 1, completed: 0, failed: 0 };
    const view = renderApp(page(), {
      user: { id: 3 },
      routes: {
        'GET /my-bookings': (call) =>
          ok(call.params?.moduleType === 2 ? aList([aHotelRow()], { counts: hotelCounts }) : aList([aRow()])),
      },
    });
    const flights = await screen.findByRole('tab', { name: `${m.flights} 4` }, later);
    expect(flights).toHaveAttribute('aria-selected', 'true');
    const hotels = await screen.findByRole('tab', { name: `${m.hotels} 3` });
    await userEvent.click(hotels);
    expect(hotels).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('link', { name: /Jumeirah Creek Palace/ });
    expect(row).toHaveAttribute('href', `/my-bookings/hotels/${HOTEL_ID}`);
    expect(row).toHaveTextContent('Dubai, United Arab Emirates');
    expect(row).toHaveTextContent('Thu, 10 Dec 2026 – Sun, 13 Dec 2026 · 3 nights');
    expect(row).toHaveTextContent('1 room, 2 guests · Sara Haddad');
    expect(row).toHaveTextContent('H4TL22');
    expect(screen.getByRole('tab', { name: `${m.tabs.upcoming} 2` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(view.api.callsTo('GET /my-bookings').map((call) => call.params)).toContainEqual(
      expect.objectContaining({ moduleType: 2, tab: 'upcoming', page: 1 }),
    );
  });

  it('opens on the hotel bookings when asked, in Arabic too', async () => {
    renderApp(page('hotels'), {
      locale: 'ar',
      user: { id: 3 },
      routes: {
        'GET /my-bookings': (call) => ok(call.params?.moduleType === 2 ? aList([aHotelRow()]) : aList([])),
      },
    });
    const hotels = await screen.findByRole('tab', { name: new RegExp(ar.myBookings.hotels) }, later);
    expect(hotels).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('link', { name: /Jumeirah Creek Palace/ });
    expect(row).toHaveTextContent('غرفة واحدة، نزيلان');
  });

  it('speaks Arabic', async () => {
    renderApp(page(), {
      locale: 'ar',
      user: { id: 3 },
      routes: { 'GET /my-bookings': ok(aList([])) },
    });
    expect(await screen.findByText(ar.myBookings.no_records, {}, later)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ar.myBookings.title);
  });
});
