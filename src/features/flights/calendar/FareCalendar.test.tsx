import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, type FakeCall, type FakeRoute } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { renderApp } from '@tests/render';
import { aFlightSearch } from '@tests/builders/aFlightSearch';
import { addDaysIso, todayIso } from '../dates';
import DateCalendar from '../search/DateCalendar';
import FareStrip from './FareStrip';
import type { FareQuery } from './fareQuery';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const route: FareQuery = {
  origin: 'DXB',
  destination: 'LHR',
  tripType: 'Oneway',
  tripLength: 1,
  cabin: 1,
  adults: 2,
  children: 0,
  infants: 0,
};

/** A month as the club API answers it: day n costs 500 + n, the 10th is the cheapest, the 12th has no flight. */
function aMonth(call: FakeCall) {
  const month = String(call.params?.month);
  const [year, monthNumber] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  const today = todayIso();
  const days = Array.from({ length: count }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    if (date < today) return { date, returnDate: null, status: 'past', price: null };
    if (i + 1 === 12) return { date, returnDate: null, status: 'none', price: null };
    return { date, returnDate: null, status: 'priced', price: i + 1 === 10 ? 300.4 : 500 + i + 1 };
  });
  const prices = days.flatMap((day) => (day.price === null ? [] : [day.price]));
  return ok({
    ...call.params,
    tripLength: null,
    currency: 'USD',
    lowest: prices.length ? Math.min(...prices) : null,
    days,
  });
}

/** The first of next month: every day of it can be chosen and priced. */
const nextMonth = () => `${addDaysIso(todayIso(), 32).slice(0, 7)}-01`;

beforeEach(() => mockRouter.push.mockClear());

/** The departure's picker on `value`, a year of days to choose, its fares answered by `fares`. */
function renderCalendar(value: string, onPick: (day: string) => void, fares: FakeRoute) {
  return renderApp(
    <DateCalendar
      value={value}
      min={todayIso()}
      max={addDaysIso(todayIso(), 365)}
      locale="en"
      onPick={onPick}
      fares={route}
    />,
    { routes: { 'GET /flight/calendar': fares } },
  );
}

describe('the date picker with fares', () => {
  it("shows each day's lowest fare, marks the cheapest, says which have no flights", async () => {
    const value = nextMonth();
    const { api } = renderCalendar(value, vi.fn(), aMonth);
    expect(
      await screen.findByText(/Lowest one-way price per day for 2 travellers, in USD/),
    ).toBeInTheDocument();
    const tenth = screen.getByRole('button', {
      name: / 10 \w+ \d{4}, from 300 USD, one of the cheapest days$/,
    });
    expect(within(tenth).getByText('300')).toHaveClass('fare-day__price--cheapest');
    expect(screen.getByRole('button', { name: / 11 \w+ \d{4}, from 511 USD$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: / 12 \w+ \d{4}, no flights$/ })).toBeInTheDocument();
    expect(api.callsTo('GET /flight/calendar')[0]?.params).toMatchObject({
      origin: 'DXB',
      destination: 'LHR',
      month: value.slice(0, 7),
      adults: 2,
    });
    expect(api.callsTo('GET /flight/calendar')[0]?.params).not.toHaveProperty('tripLength');
  });

  it('reads the next month when the visitor pages, and stays usable when prices fail', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const value = nextMonth();
    const { api } = renderCalendar(value, onPick, failure(429, 'Too many requests', { 'retry-after': '30' }));
    expect(
      await screen.findByText(/Prices could not be loaded. You can still choose any date./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: / 15 \w+ \d{4}/ }));
    expect(onPick).toHaveBeenCalledWith(`${value.slice(0, 8)}15`);
    await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    await waitFor(() => expect(api.callsTo('GET /flight/calendar')).toHaveLength(2));
    expect(api.callsTo('GET /flight/calendar')[1]?.params?.month).toBe(addDaysIso(value, 31).slice(0, 7));
  });
});

describe('the ±3-day strip', () => {
  it('shows the nearby days with their fares and runs the search of the day chosen', async () => {
    const user = userEvent.setup();
    const departure = `${nextMonth().slice(0, 8)}14`;
    const search = aFlightSearch(departure, 7);
    const { api } = renderApp(<FareStrip search={search} />, { routes: { 'GET /flight/calendar': aMonth } });
    const strip = await screen.findByRole('navigation', { name: 'Prices on nearby dates' });
    await waitFor(() => expect(within(strip).getAllByRole('button')).toHaveLength(7));
    expect(await within(strip).findByText('USD 511.00')).toBeInTheDocument();
    expect(within(strip).getByText('no flights')).toBeInTheDocument();
    expect(api.callsTo('GET /flight/calendar')[0]?.params).toMatchObject({
      tripType: 'Roundtrip',
      tripLength: 7,
    });
    expect(within(strip).getByRole('button', { current: 'date' })).toHaveTextContent('USD 514.00');
    await user.click(within(strip).getAllByRole('button')[0]!);
    const href = String(mockRouter.push.mock.calls[0]?.[0]);
    expect(href).toContain(addDaysIso(departure, -3));
    expect(href).toContain(addDaysIso(departure, 4));
  });

  it('brings the chosen day into the strip’s view (three days fit on a phone)', async () => {
    const scrolled: Array<{ element: Element; options: unknown }> = [];
    const scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const departure = `${nextMonth().slice(0, 8)}14`;
      const search = aFlightSearch(departure);
      renderApp(<FareStrip search={search} />, { routes: { 'GET /flight/calendar': aMonth } });
      const strip = await screen.findByRole('navigation', { name: 'Prices on nearby dates' });
      const chosen = within(strip).getByRole('button', { current: 'date' });
      await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
      expect(scrolled[0]?.element).toBe(chosen.closest('li'));
      expect(scrolled[0]?.options).toEqual({ block: 'nearest', inline: 'center' });
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});

describe('the return strip of a round trip (issue 35)', () => {
  /** A month priced by trip length: out on day n, back `tripLength` days later, costs 600 + n + 10 × length. */
  function aMonthByLength(call: FakeCall) {
    const month = String(call.params?.month);
    const length = Number(call.params?.tripLength);
    const [year, monthNumber] = month.split('-').map(Number);
    const count = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
    const days = Array.from({ length: count }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const returnDate = addDaysIso(date, length);
      if (length === 9) return { date, returnDate, status: 'none', price: null };
      return { date, returnDate, status: 'priced', price: 600 + i + 1 + 10 * length };
    });
    return ok({ ...call.params, tripLength: length, currency: 'USD', lowest: 611, days });
  }

  it('prices the return three days either side, the departure fixed, and runs the chosen search', async () => {
    const user = userEvent.setup();
    const departure = `${nextMonth().slice(0, 8)}05`;
    const search = aFlightSearch(departure, 7);
    const { api } = renderApp(<FareStrip search={search} />, {
      routes: { 'GET /flight/calendar': aMonthByLength },
    });
    const strip = await screen.findByRole('navigation', { name: 'Prices on nearby return dates' });
    await waitFor(() => expect(within(strip).getAllByRole('button')).toHaveLength(7));
    // Back 4 to 10 days after the 5th: each day the trip of that length, priced from the 5th.
    expect(await within(strip).findByText('USD 645.00')).toBeInTheDocument();
    expect(await within(strip).findByText('USD 685.00')).toBeInTheDocument();
    expect(await within(strip).findByText('USD 705.00')).toBeInTheDocument();
    expect(await within(strip).findByText('no flights')).toBeInTheDocument();
    // The chosen return is the departure strip's own trip: the same price in both strips.
    const chosen = within(strip).getByRole('button', { current: 'date' });
    await waitFor(() => expect(chosen).toHaveTextContent('USD 675.00'));
    const departures = screen.getByRole('navigation', { name: 'Prices on nearby dates' });
    await waitFor(() =>
      expect(within(departures).getByRole('button', { current: 'date' })).toHaveTextContent('USD 675.00'),
    );
    const lengths = api.callsTo('GET /flight/calendar').map((call) => Number(call.params?.tripLength));
    expect(new Set(lengths)).toEqual(new Set([4, 5, 6, 7, 8, 9, 10]));

    // Choosing the first day searches the same departure with the return three days earlier.
    await user.click(within(strip).getAllByRole('button')[0]!);
    const href = String(mockRouter.push.mock.calls[0]?.[0]);
    expect(href).toContain(departure);
    expect(href).toContain(addDaysIso(departure, 4));
    expect(href).not.toContain(addDaysIso(departure, 7));
  });

  it('never offers a return on or before the departure', async () => {
    const departure = `${nextMonth().slice(0, 8)}05`;
    const search = aFlightSearch(departure, 2);
    renderApp(<FareStrip search={search} />, { routes: { 'GET /flight/calendar': aMonthByLength } });
    const strip = await screen.findByRole('navigation', { name: 'Prices on nearby return dates' });
    // The 6th to the 10th: back 1 to 5 days after the departure.
    await waitFor(() => expect(within(strip).getAllByRole('button')).toHaveLength(5));
  });

  it('is not there for a one-way search', async () => {
    const search = aFlightSearch(nextMonth());
    renderApp(<FareStrip search={search} />, { routes: { 'GET /flight/calendar': aMonth } });
    await screen.findByRole('navigation', { name: 'Prices on nearby dates' });
    expect(
      screen.queryByRole('navigation', { name: 'Prices on nearby return dates' }),
    ).not.toBeInTheDocument();
  });
});
