import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';
import { openPeople, type PeoplePicker } from '@tests/support/peoplePicker';
import { route } from '@tests/routeMatcher';
import { addDaysIso, todayIso } from '../dates';
import { formatDay } from '../format';
import { FlightSearchForm } from './FlightSearchForm';
import { recentSearchAdded } from './recentSearchesSlice';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const airports = [
  {
    code: 'DXB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    countryCode: 'AE',
    country: 'United Arab Emirates',
    lat: 25.25,
    lon: 55.36,
    size: 'L',
  },
  {
    code: 'LHR',
    name: 'London Heathrow Airport',
    city: 'London',
    countryCode: 'GB',
    country: 'United Kingdom',
    lat: 51.47,
    lon: -0.45,
    size: 'L',
  },
];

function renderForm() {
  const api = fakeApi({
    'GET /flight/airline/list': ok([{ airlineCode: 'EK', name: 'Emirates', englishName: 'Emirates' }]),
  });
  return renderApp(<FlightSearchForm showRecent />, { api });
}

beforeEach(() => {
  mockRouter.push.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: airports, message: 'Airports', statusCode: 200 }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const travellers: PeoplePicker = {
  opener: /Travellers/,
  dialog: 'Travellers',
  ready: 'Add an adult',
  limits: 'traveller-limits',
};

describe('the flight search form: travellers', () => {
  it('starts with one adult, which cannot be removed', async () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Travellers 1 traveller' })).toBeInTheDocument();
    const people = await openPeople(travellers);
    expect(people.button('Remove an adult')).toBeDisabled();
    expect(people.button('Add an infant')).toBeEnabled();
    expect(people.limits()).toHaveTextContent('');
  });

  it('allows no more infants than adults, and says why', async () => {
    renderForm();
    const people = await openPeople(travellers);
    await people.pressToLimit(
      'Add an infant',
      1,
      "Each infant travels on an adult's lap, so there can't be more infants than adults.",
    );
    // Nor can the adult go while the infant needs the lap (it is the last adult anyway).
    expect(people.button('Remove an adult')).toBeDisabled();
    await people.press('Add an adult');
    expect(people.button('Add an infant')).toBeEnabled();
  });

  it('stops at 9 travellers in all', async () => {
    renderForm();
    const people = await openPeople(travellers);
    await people.press('Add an adult', 5);
    await people.press('Add a child', 3);
    for (const name of ['Add an adult', 'Add a child', 'Add an infant']) {
      expect(people.button(name)).toBeDisabled();
    }
    expect(people.limits()).toHaveTextContent('At most 9 travellers can book together.');
    await people.press('Done');
    expect(screen.getByRole('button', { name: 'Travellers 9 travellers' })).toHaveFocus();
  });

  it('stops at 9 of one kind', async () => {
    renderForm();
    const people = await openPeople(travellers);
    await people.pressToLimit('Add an adult', 8, 'At most 9 of each kind of traveller.');
  });

  it('closes with Escape and gives focus back', async () => {
    renderForm();
    const { user } = await openPeople(travellers);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Travellers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Travellers/ })).toHaveFocus();
  });
});

describe('the flight search form: airports and submitting', () => {
  it('shows translated errors inline and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Going to' }), 'Lond');
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByText('Choose where you are leaving from.')).toBeInTheDocument();
    expect(screen.getByText('Choose an airport from the list.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Going to' })).toHaveValue('Lond');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('picks airports with the keyboard and searches', async () => {
    const user = userEvent.setup();
    const { store } = renderForm();
    const from = screen.getByRole('combobox', { name: 'Leaving from' });
    await user.click(from);
    await user.type(from, 'dxb');
    const list = await screen.findByRole('listbox', { name: 'Leaving from' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('DXB');
    await user.keyboard('{ArrowDown}');
    expect(from).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(from).toHaveValue('Dubai (DXB)');

    const to = screen.getByRole('combobox', { name: 'Going to' });
    await user.type(to, 'london');
    await screen.findByRole('listbox', { name: 'Going to' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(to).toHaveValue('London (LHR)');

    await user.click(screen.getByRole('button', { name: 'Swap leaving from and going to' }));
    expect(from).toHaveValue('London (LHR)');
    await user.click(screen.getByRole('button', { name: 'Swap leaving from and going to' }));

    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledTimes(1));
    expect(mockRouter.push).toHaveBeenCalledWith(
      `/flights?type=oneway&from=DXB&to=LHR&depart=${todayIso()}&adults=1&children=0&infants=0&cabin=economy`,
    );
    expect(store().getState().recentFlightSearches.items).toHaveLength(1);
  });

  it('asks for a return date after the departure on a round trip, defaulting to six days on', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    expect(
      screen.getByRole('button', { name: `Return ${formatDay(addDaysIso(todayIso(), 6), 'en', true)}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Departure ${formatDay(todayIso(), 'en', true)}` }),
    ).toBeInTheDocument();
  });

  it('shows three legs for multicity', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    expect(screen.getAllByRole('combobox', { name: 'Leaving from' })).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Flight 3' })).toBeInTheDocument();
  });

  it('closes the airport list with Escape', async () => {
    const user = userEvent.setup();
    renderForm();
    const from = screen.getByRole('combobox', { name: 'Leaving from' });
    await user.type(from, 'lon');
    await screen.findByRole('listbox', { name: 'Leaving from' });
    expect(from).toHaveAttribute('aria-expanded', 'true');
    await act(async () => user.keyboard('{Escape}'));
    expect(from).toHaveAttribute('aria-expanded', 'false');
    expect(from).toHaveValue('lon');
  });
});

describe('the flight search form: the day from the server', () => {
  it('starts from the server day and shows its labels, and searches from the real day', async () => {
    const user = userEvent.setup();
    const serverDay = addDaysIso(todayIso(), 40);
    const api = fakeApi({ 'GET /flight/airline/list': ok([]) });
    renderApp(
      <FlightSearchForm showRecent today={serverDay} dayLabels={{ [serverDay]: 'Server day label' }} />,
      { api },
    );
    // The departure defaults to the server's day, labelled as the server formatted it.
    expect(screen.getByRole('button', { name: 'Departure Server day label' })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Leaving from' }), 'DXB');
    await user.click(await screen.findByRole('option', { name: /DXB/ }));
    await user.type(screen.getByRole('combobox', { name: 'Going to' }), 'LHR');
    await user.click(await screen.findByRole('option', { name: /LHR/ }));
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    // A day in the future stays as chosen.
    expect(mockRouter.push).toHaveBeenCalledWith(expect.stringContaining(`depart=${serverDay}`));
  });

  it('refuses a server day that has passed when the visitor searches', async () => {
    const user = userEvent.setup();
    const yesterday = addDaysIso(todayIso(), -1);
    const api = fakeApi({ 'GET /flight/airline/list': ok([]) });
    renderApp(<FlightSearchForm today={yesterday} />, { api });
    await user.type(screen.getByRole('combobox', { name: 'Leaving from' }), 'DXB');
    await user.click(await screen.findByRole('option', { name: /DXB/ }));
    await user.type(screen.getByRole('combobox', { name: 'Going to' }), 'LHR');
    await user.click(await screen.findByRole('option', { name: /LHR/ }));
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

describe('the flight search form: recent searches', () => {
  const recent = (locale: string, city: string) => ({
    search: {
      tripType: 'oneway' as const,
      legs: [{ from: 'DXB', to: 'LHR', date: addDaysIso(todayIso(), 10) }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy' as const,
      airline: null,
    },
    places: { DXB: { city, name: '' }, LHR: { city: locale === 'ar' ? 'لندن' : 'London', name: '' } },
    locale,
  });

  it('shows the place names of a search made in the page language, and the codes otherwise', async () => {
    const api = fakeApi({ 'GET /flight/airline/list': ok([]) });
    const { store } = renderApp(<FlightSearchForm showRecent />, { api, locale: 'ar' });
    act(() => {
      store().dispatch(recentSearchAdded(recent('en', 'Dubai')));
    });
    // (The list may re-render as the stored state arrives: look again until it settles.)
    await waitFor(() => expect(screen.getByText(route('DXB ← LHR'))).toBeInTheDocument());
    expect(screen.queryByText(/Dubai/)).not.toBeInTheDocument();

    act(() => {
      store().dispatch(recentSearchAdded(recent('ar', 'دبي')));
    });
    await waitFor(() => expect(screen.getByText(route('دبي ← لندن'))).toBeInTheDocument());
  });
});

describe('the flight search form: a departure after the return (issue 30, item 23)', () => {
  it('opens the return calendar and says why, rather than moving the return out of sight', async () => {
    const user = userEvent.setup();
    // The first of a month two months on: departure on the 1st, return on the 3rd, all in one month.
    const [year, month] = addDaysIso(todayIso(), 62).split('-');
    const day = (n: number) => `${year}-${month}-${String(n).padStart(2, '0')}`;
    const draft = {
      tripType: 'roundtrip' as const,
      legs: [{ from: 'DXB', to: 'LHR', date: day(1) }],
      returnDate: day(3),
      travellers: { adults: 1, children: 0, infants: 0 },
      cabin: 'economy' as const,
      airline: null,
    };
    renderApp(<FlightSearchForm initialDraft={draft} today={day(1)} />, {
      api: fakeApi({ 'GET /flight/airline/list': ok([]) }),
    });
    // The visitor picks the return on the 3rd (a picked return stays put: returnDate.ts).
    await pickReturn(user, day(3), 3, year);
    await user.click(screen.getByRole('button', { name: `Departure ${formatDay(day(1), 'en', true)}` }));
    const departure = await screen.findByRole('dialog', { name: 'Departure: choose a date' });
    await user.click(await within(departure).findByRole('button', { name: new RegExp(`\\b10 .*${year}`) }));

    // The return moved to the day after the new departure, and its calendar is open with the reason.
    const returnCalendar = await screen.findByRole('dialog', { name: 'Return: choose a date' });
    const note = within(returnCalendar).getByText(/^Your return was before this departure, so we moved it/);
    expect(note).toHaveAttribute('role', 'status');
    expect(
      screen.getByRole('button', { name: `Return ${formatDay(day(11), 'en', true)}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(returnCalendar).toContainElement(document.activeElement as HTMLElement));

    // Choosing a return closes it; opened again, the calendar no longer explains a move.
    await user.click(within(returnCalendar).getByRole('button', { name: new RegExp(`\\b14 .*${year}`) }));
    expect(screen.queryByRole('dialog', { name: 'Return: choose a date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Return ${formatDay(day(14), 'en', true)}` }));
    const reopened = await screen.findByRole('dialog', { name: 'Return: choose a date' });
    expect(within(reopened).queryByText(/^Your return was before/)).not.toBeInTheDocument();
  });

  it('leaves a picked return alone when the new departure is still before it', async () => {
    const user = userEvent.setup();
    const [year, month] = addDaysIso(todayIso(), 62).split('-');
    const day = (n: number) => `${year}-${month}-${String(n).padStart(2, '0')}`;
    const draft = {
      tripType: 'roundtrip' as const,
      legs: [{ from: 'DXB', to: 'LHR', date: day(1) }],
      returnDate: day(20),
      travellers: { adults: 1, children: 0, infants: 0 },
      cabin: 'economy' as const,
      airline: null,
    };
    renderApp(<FlightSearchForm initialDraft={draft} today={day(1)} />, {
      api: fakeApi({ 'GET /flight/airline/list': ok([]) }),
    });
    await pickReturn(user, day(20), 20, year);
    await user.click(screen.getByRole('button', { name: `Departure ${formatDay(day(1), 'en', true)}` }));
    const departure = await screen.findByRole('dialog', { name: 'Departure: choose a date' });
    await user.click(await within(departure).findByRole('button', { name: new RegExp(`\\b10 .*${year}`) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Return ${formatDay(day(20), 'en', true)}` }),
    ).toBeInTheDocument();
  });
});

describe('the flight search form: the trip keeps its length when the departure moves (issue 35)', () => {
  it.each([
    // Return not picked: departure 1st → 5th with the return on the 20th (19 days) → the 24th;
    // with the return on the 3rd (2 days), departure → 10th: the 12th, and nothing opens.
    [20, 5, 24],
    [3, 10, 12],
  ])(
    'a return on day %i, the departure moved to day %i: the return goes to day %i',
    async (back, to, kept) => {
      const user = userEvent.setup();
      const [year, month] = addDaysIso(todayIso(), 62).split('-');
      const day = (n: number) => `${year}-${month}-${String(n).padStart(2, '0')}`;
      const draft = {
        tripType: 'roundtrip' as const,
        legs: [{ from: 'DXB', to: 'LHR', date: day(1) }],
        returnDate: day(back),
        travellers: { adults: 1, children: 0, infants: 0 },
        cabin: 'economy' as const,
        airline: null,
      };
      renderApp(<FlightSearchForm initialDraft={draft} today={day(1)} />, {
        api: fakeApi({ 'GET /flight/airline/list': ok([]) }),
      });
      await user.click(screen.getByRole('button', { name: `Departure ${formatDay(day(1), 'en', true)}` }));
      const departure = await screen.findByRole('dialog', { name: 'Departure: choose a date' });
      await user.click(
        await within(departure).findByRole('button', { name: new RegExp(`\\b${to} .*${year}`) }),
      );
      expect(
        await screen.findByRole('button', { name: `Return ${formatDay(day(kept), 'en', true)}` }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});

/** Opens the return calendar on `shown` and picks day `n` of that month. */
async function pickReturn(
  user: ReturnType<typeof userEvent.setup>,
  shown: string,
  n: number,
  year: string | undefined,
) {
  await user.click(screen.getByRole('button', { name: `Return ${formatDay(shown, 'en', true)}` }));
  const calendar = await screen.findByRole('dialog', { name: 'Return: choose a date' });
  await user.click(await within(calendar).findByRole('button', { name: new RegExp(`\\b${n} .*${year}`) }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Return: choose a date' })).not.toBeInTheDocument(),
  );
}
