import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';
import { openPeople, type PeoplePicker } from '@tests/support/peoplePicker';
import type { Destination } from './hotelSearch';
import { HotelSearchForm } from './HotelSearchForm';
import { addDaysIso, todayIso } from './stayDates';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const dubai: Destination = {
  type: 'CITY',
  id: 12,
  name: 'Dubai',
  cityId: 12,
  cityName: 'Dubai',
  countryId: 'AE',
  countryName: 'United Arab Emirates',
  hotelCount: 40,
};
const palace: Destination = { ...dubai, type: 'HOTEL', id: 120034, name: 'Dubai Creek Palace' };

function renderForm() {
  const api = fakeApi({
    'GET /hotel/destinations': (call) =>
      ok(
        String(call.params?.q).toLowerCase().startsWith('dub')
          ? { cities: [dubai], hotels: [palace] }
          : { cities: [], hotels: [] },
      ),
  });
  return { ...renderApp(<HotelSearchForm showRecent today={todayIso()} />, { api }), api };
}

const rooms: PeoplePicker = { opener: /Rooms and guests/, dialog: 'Rooms and guests', limits: 'room-limits' };

async function openRooms(user: ReturnType<typeof userEvent.setup>) {
  return (await openPeople(rooms, user)).panel;
}

beforeEach(() => {
  mockRouter.push.mockClear();
});

// Many clicks in the rooms panel: generous on a loaded CI machine.
/** The server's labels for a two-night stay, marked so a test can tell them from the browser's. */
function serverLabels(checkIn: string, checkOut: string) {
  return {
    days: { [checkIn]: 'server check-in', [checkOut]: 'server check-out' },
    nights: { 2: 'server 2 nights' },
    guests: { '1|2|0': 'server guests' },
  };
}

describe('the hotel search form', { timeout: 20_000 }, () => {
  it('starts with check-in tomorrow, two nights, one room of two adults', () => {
    renderForm();
    expect(screen.getByRole('button', { name: /Check-in – check-out/ })).toHaveTextContent('2 nights');
    expect(screen.getByRole('button', { name: /Rooms and guests/ })).toHaveTextContent(
      '1 room, 2 adults, 0 children',
    );
  });

  it('shows the server’s labels for the first stay, and works out new ones as the stay changes', async () => {
    const user = userEvent.setup();
    const today = todayIso();
    const [checkIn, checkOut] = [addDaysIso(today, 1), addDaysIso(today, 3)];
    const labels = serverLabels(checkIn, checkOut);
    renderApp(<HotelSearchForm today={today} labels={labels} />);
    const dates = screen.getByRole('button', { name: /Check-in – check-out/ });
    expect(dates).toHaveTextContent('server check-in');
    expect(dates).toHaveTextContent('server 2 nights');
    expect(screen.getByRole('button', { name: /Rooms and guests/ })).toHaveTextContent('server guests');

    const panel = await openRooms(user);
    await user.click(within(panel).getByRole('button', { name: 'Add an adult to room 1' }));
    expect(screen.getByRole('button', { name: /Rooms and guests/ })).toHaveTextContent(
      '1 room, 3 adults, 0 children',
    );
  });

  it('builds no number formatter until a panel opens (the home page renders this form hidden)', async () => {
    const user = userEvent.setup();
    const today = todayIso();
    const [checkIn, checkOut] = [addDaysIso(today, 1), addDaysIso(today, 3)];
    const labels = serverLabels(checkIn, checkOut);
    // The first Intl.NumberFormat of a page starts the engine's number formatting (about 240 ms on
    // a phone): a closed field's panel texts ("at most 30 nights", "0 to 17 years") must not build it.
    const NumberFormat = Intl.NumberFormat;
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as typeof Intl.NumberFormat);
    try {
      renderApp(<HotelSearchForm today={today} labels={labels} />);
      expect(screen.getByRole('button', { name: /Check-in – check-out/ })).toHaveTextContent(
        'server 2 nights',
      );
      expect(numberFormat).not.toHaveBeenCalled();

      const rooms = await openRooms(user);
      expect(rooms).toHaveTextContent('0 to 17 years');
      await user.click(screen.getByRole('button', { name: /Check-in – check-out/ }));
      expect(await screen.findByText(/at most 30 nights/)).toBeInTheDocument();
      expect(numberFormat).toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('offers cities and hotels in their groups, with the country', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'dub');
    const cities = await screen.findByRole('group', { name: 'Cities' }, { timeout: 5000 });
    expect(within(cities).getByRole('option')).toHaveTextContent('DubaiUnited Arab Emirates');
    const hotels = screen.getByRole('group', { name: 'Hotels' });
    expect(within(hotels).getByRole('option')).toHaveTextContent(
      'Dubai Creek PalaceDubai, United Arab Emirates',
    );
  });

  it('asks each child’s age before it searches, then searches the URL of the stay', async () => {
    const user = userEvent.setup();
    const { store } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'dub');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('group', { name: 'Cities' }, { timeout: 5000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Dubai');

    const panel = await openRooms(user);
    await user.click(within(panel).getByRole('button', { name: 'Add a child to room 1' }));
    expect(within(panel).getByTestId('room-limits')).toHaveTextContent('Choose the age of each child');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(await screen.findByText('Choose the age of each child.')).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();

    const again = await openRooms(user);
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Age of child 1 (room 1)' }), '7');
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    const checkIn = addDaysIso(todayIso(), 1);
    const checkOut = addDaysIso(checkIn, 2);
    expect(mockRouter.push).toHaveBeenCalledWith(
      `/hotels?searchType=CITY&destinationId=12&countryId=AE&checkIn=${checkIn}&checkOut=${checkOut}&room=2-7`,
    );
    expect(store().getState().recentHotelSearches.items[0]?.destination).toEqual(dubai);
  });

  it('says a typed destination must be picked from the list', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(await screen.findByText('Choose a city or hotel from the list.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Atlantis');
  });

  it('stops at 6 adults and 4 children a room, and says why', async () => {
    renderForm();
    const people = await openPeople(rooms);
    expect(people.button('Remove an adult from room 1')).toBeEnabled();
    await people.pressToLimit('Add an adult to room 1', 4, 'A room takes at most 6 adults.');
    await people.pressToLimit('Add a child to room 1', 4, 'A room takes at most 4 children.');
  });

  it('stops at 8 rooms, says why, and removes a room', async () => {
    renderForm();
    const people = await openPeople(rooms);
    await people.pressToLimit('Add a room', 7, 'You can book at most 8 rooms in one search.');
    await people.press('Remove room 8');
    expect(people.button('Add a room')).toBeEnabled();
  });
});
