import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, type FakeCall } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { aFlightSearch } from '@tests/builders/aFlightSearch';
import { addDaysIso, todayIso } from '../dates';
import FareStrip from './FareStrip';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

/** What a trip of each length costs, whatever its departure day (9 days: no flight). */
const BY_LENGTH: Record<number, number | null> = {
  4: 700,
  5: 640,
  6: 645,
  7: 800,
  8: 900,
  9: null,
  10: 1000,
};

function aMonthByLength(call: FakeCall) {
  const month = String(call.params?.month);
  const length = Number(call.params?.tripLength);
  const [year, monthNumber] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  const price = BY_LENGTH[length] ?? null;
  const days = Array.from({ length: count }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return price === null
      ? { date, returnDate: addDaysIso(date, length), status: 'none', price: null }
      : { date, returnDate: addDaysIso(date, length), status: 'priced', price };
  });
  return ok({ ...call.params, tripLength: length, currency: 'USD', lowest: price, days });
}

const departure = `${addDaysIso(todayIso(), 32).slice(0, 8)}05`;
const search = aFlightSearch(departure, 7);

const returnStrip = () => screen.findByRole('navigation', { name: 'Prices on nearby return dates' });

describe('the return strip (issue 35)', () => {
  it('marks its cheapest returns as the departure strip does, in colour and in words', async () => {
    renderApp(<FareStrip search={search} />, { routes: { 'GET /flight/calendar': aMonthByLength } });
    const strip = await returnStrip();
    // Back 5 and 6 days after: USD 640 and 645, the lowest and a tie within 1%.
    await waitFor(() =>
      expect(within(strip).getAllByRole('button', { name: /one of the cheapest days/ })).toHaveLength(2),
    );
    const marked = within(strip).getAllByRole('button', { name: /one of the cheapest days/ });
    expect(marked.map((day) => day.className)).toEqual([
      expect.stringContaining('fare-strip__day--cheapest'),
      expect.stringContaining('fare-strip__day--cheapest'),
    ]);
    expect(marked[0]).toHaveTextContent('USD 640.00');
    expect(marked[1]).toHaveTextContent('USD 645.00');
    expect(within(strip).getByRole('button', { name: /USD.700\.00/ })).not.toHaveClass(
      'fare-strip__day--cheapest',
    );
    expect(within(strip).getByRole('button', { name: /no flights/ })).not.toHaveClass(
      'fare-strip__day--cheapest',
    );
  });

  it('says in Arabic which returns are among the cheapest', async () => {
    renderApp(<FareStrip search={search} />, {
      locale: 'ar',
      routes: { 'GET /flight/calendar': aMonthByLength },
    });
    const strip = await screen.findByRole('navigation', { name: 'الأسعار في تواريخ العودة القريبة' });
    await waitFor(() =>
      expect(within(strip).getAllByRole('button', { name: /من أرخص الأيام/ })).toHaveLength(2),
    );
  });

  it('has a failure line of its own, with a retry, when its prices cannot be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    const { api } = renderApp(<FareStrip search={search} />, {
      routes: {
        'GET /flight/calendar': (call: FakeCall) =>
          failing && Number(call.params?.tripLength) === 6
            ? failure(503, 'Service unavailable')
            : aMonthByLength(call),
      },
    });
    const strip = await returnStrip();
    expect(
      await within(strip).findByText(/Prices on nearby return dates could not be loaded\./),
    ).toBeInTheDocument();
    // The departure strip's prices came: its own failure line is not shown.
    expect(screen.queryByText('Prices on nearby dates could not be loaded.')).not.toBeInTheDocument();
    // No day is called the cheapest while one of them has no answer.
    expect(within(strip).queryByRole('button', { name: /one of the cheapest days/ })).toBeNull();

    failing = false;
    const asked = api.callsTo('GET /flight/calendar').length;
    await user.click(within(strip).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET /flight/calendar').length).toBeGreaterThan(asked));
    await waitFor(() => expect(within(strip).queryByText(/could not be loaded/)).not.toBeInTheDocument());
    expect(await within(strip).findByText('USD 645.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(strip).getAllByRole('button', { name: /one of the cheapest days/ })).toHaveLength(2),
    );
  });
});
