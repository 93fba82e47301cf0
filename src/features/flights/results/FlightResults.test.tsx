import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { failure, fakeApi, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { phoneFiltersCase } from '@tests/support/phoneFilters';
import { twoBatches, unansweredPollCases } from '@tests/support/polledResults';
import { currencyChanged } from '@/store/preferencesSlice';
import type { FlightSearch } from '../model';
import { DEFAULT_VIEW } from '../url/resultsView';
import { FlightResults } from './FlightResults';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const search: FlightSearch = {
  tripType: 'oneway',
  legs: [{ from: 'DXB', to: 'LHR', date: '2026-12-01' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  airline: null,
};
const places = {
  DXB: { city: 'Dubai', name: 'Dubai International' },
  LHR: { city: 'London', name: 'Heathrow' },
};
const offers = [
  aFlightOffer({ id: 'a', price: 400, airline: 'EK' }),
  aFlightOffer({ id: 'b', price: 300, airline: 'QR', stops: 1 }),
  aFlightOffer({ id: 'c', price: 500, airline: 'BA' }),
];

/** The search's two polls: two offers, then the third. */
const batch = twoBatches(offers, { search: { routingId: 'r1' }, itemsAs: 'offers', firstProgress: 60 });

function api(routes: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'POST /flight/start-routing': ok(
      { routingId: 'r1', currency: 'USD', expiresAt: '2026-12-01T10:00:00Z' },
      201,
    ),
    'POST /flight/check-routing': (call) => batch(call.body?.offset),
    ...routes,
  });
}

function renderResults(fake = api(), locale: 'en' | 'ar' = 'en') {
  window.history.replaceState(null, '', `/${locale}/flights`);
  const result = renderApp(
    <FlightResults search={search} places={places} domesticAirlines={['EK']} initialView={DEFAULT_VIEW} />,
    { api: fake, locale },
  );
  return { ...result, fake };
}

const cards = () => screen.queryAllByRole('article');

describe('FlightResults', () => {
  it("labels the search's days as the server formatted them (no date formatter while it hydrates)", async () => {
    window.history.replaceState(null, '', '/en/flights');
    const later = { ...search, legs: [{ from: 'DXB', to: 'LHR', date: '2026-12-09' }] };
    renderApp(
      <FlightResults
        search={later}
        places={places}
        domesticAirlines={['EK']}
        initialView={DEFAULT_VIEW}
        dayLabels={{ '2026-12-09': 'Server day label' }}
      />,
      { api: api(), locale: 'en' },
    );
    expect(await screen.findByText(/Server day label/)).toBeInTheDocument();
  });

  it('polls until complete, appending each batch, cheapest first', async () => {
    const { fake } = renderResults();
    expect(await screen.findByRole('progressbar', { name: 'Searching for flights…' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 flights')).toBeInTheDocument();
    expect(fake.callsTo('POST /flight/check-routing').map((c) => c.body?.offset)).toEqual([0, 2]);
    expect(fake.callsTo('POST /flight/start-routing')[0]?.body).toMatchObject({
      tripType: 'Oneway',
      legs: [{ origin: 'DXB', destination: 'LHR', date: '2026-12-01' }],
      cabin: 1,
      airline: null,
    });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      expect.stringContaining('Airline QR'),
      expect.stringContaining('Emirates'),
      expect.stringContaining('Airline BA'),
    ]);
  });

  it('filters and sorts from the URL and shows no records with a way to clear', async () => {
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
    await user.click(screen.getByRole('radio', { name: 'Earliest' }));
    // The list changes at once; the URL follows after the next paint.
    expect(screen.getByRole('radio', { name: 'Earliest' })).toBeChecked();
    await waitFor(() => expect(window.location.search).toContain('sort=earliest'));
    await user.click(screen.getByRole('checkbox', { name: /Two Plus Stops/ }));
    expect(screen.getByText('No records found')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toContain('stops=2'));
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(cards()).toHaveLength(3);
    await waitFor(() => expect(window.location.search).not.toContain('stops'));
  });

  it('groups airlines as domestic and international', async () => {
    renderResults();
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
    const domestic = screen.getByRole('group', { name: 'Domestic' });
    expect(
      within(domestic)
        .getAllByRole('checkbox')
        .map((c) => c.id.includes('EK')),
    ).toEqual([true]);
    expect(
      within(screen.getByRole('group', { name: 'International' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
  });

  phoneFiltersCase(
    'on a phone renders the filters only in the open drawer, not in the hidden sidebar as offers arrive',
    {
      renderAll: async () => {
        renderResults();
        await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
      },
      sidebar: () => screen.getByRole('complementary', { hidden: true }),
      title: 'Filters',
      button: 'Filters',
      drawerHolds: (drawer) => {
        expect(within(drawer).getByRole('checkbox', { name: /Two Plus Stops/ })).toBeInTheDocument();
        expect(within(drawer).getByRole('group', { name: 'International' })).toBeInTheDocument();
      },
    },
  );

  unansweredPollCases({
    pollRoute: 'POST /flight/check-routing',
    api,
    batch,
    render: (fake) => renderResults(fake),
    listed: cards,
    failedTitle: "We couldn't complete this search",
    lost: failure(502, 'Bad Gateway'),
    down: failure(503, 'Service Unavailable'),
  });

  it('says when the search has expired and offers to search again', async () => {
    const user = userEvent.setup();
    const { fake } = renderResults(
      api({
        'POST /flight/check-routing': {
          status: 410,
          data: { data: { sessionTimeout: true }, message: 'Search expired', statusCode: 410 },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your search has expired' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    await waitFor(() => expect(fake.callsTo('POST /flight/start-routing')).toHaveLength(2));
  });

  it("says the search could not start in its own words, never the API's raw field message", async () => {
    renderResults(api({ 'POST /flight/start-routing': failure(400, 'legs.0.origin: unknown airport') }));
    expect(await screen.findByText('Oops. Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/legs\.0\.origin/)).not.toBeInTheDocument();
  });

  it('asks before continuing at a changed price, then holds the fare without its token', async () => {
    const user = userEvent.setup();
    const changed = { ...offers[1]!, totalPrice: 330 };
    const { store } = renderResults(
      api({
        'POST /flight/revalidate': ok({
          status: 'PRICE_CHANGED',
          offer: changed,
          oldPrice: 300,
          newPrice: 330,
          currency: 'USD',
          fareToken: 'secret-fare-token',
          expiresAt: '2026-12-01T10:20:00Z',
        }),
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Select' }));
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(dialog).toHaveTextContent('from USD 300.00 to USD 330.00');
    await user.click(within(dialog).getByRole('button', { name: /^Continue at USD\s330\.00$/ }));
    // The API's fare token means nothing to a person: it is not shown.
    expect(await screen.findByRole('dialog', { name: 'Your fare is confirmed' })).not.toHaveTextContent(
      'secret-fare-token',
    );
    const fare = store().getState().flightCheckout.fare;
    expect(fare).toMatchObject({ routingId: 'r1', offerId: 'b', price: 330, previousPrice: 300 });
    expect(JSON.stringify(fare)).not.toContain('secret-fare-token');
  });

  it('describes each answer of the fare dialog by its text, and moves focus to the dialog when the answer changes', async () => {
    // Orca read "The price has changed dialog, Continue at USD … push button" without the prices,
    // and nothing at all when Enter turned that button into "Continue to checkout" in place.
    const user = userEvent.setup();
    renderResults(
      api({
        'POST /flight/revalidate': ok({
          status: 'PRICE_CHANGED',
          offer: { ...offers[1]!, totalPrice: 330 },
          oldPrice: 300,
          newPrice: 330,
          currency: 'USD',
          fareToken: 'fare-token',
          expiresAt: null,
        }),
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Select' }));
    const changed = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(changed).toHaveAccessibleDescription(/from USD\s300\.00 to USD\s330\.00/);
    const accept = within(changed).getByRole('button', { name: /^Continue at USD\s330\.00$/ });
    expect(accept).toHaveFocus();
    await user.keyboard('{Enter}');
    const held = await screen.findByRole('dialog', { name: 'Your fare is confirmed' });
    expect(held).toHaveAccessibleDescription(/holding it for you|holding this fare/i);
    expect(held).toHaveFocus();
  });

  it.each([
    ['en', 'Select', 'Your fare is confirmed', '→'],
    ['ar', 'اختيار', 'تم تأكيد سعرك', '←'],
  ] as const)(
    'in %s the dialog draws Dubai to London origin first, each code isolated',
    async (locale, select, title, arrow) => {
      const user = userEvent.setup();
      renderResults(
        api({
          'POST /flight/revalidate': ok({
            status: 'CONFIRMED',
            offer: offers[1],
            oldPrice: 300,
            newPrice: 300,
            currency: 'USD',
            fareToken: 'fare-token',
            expiresAt: null,
          }),
        }),
        locale,
      );
      await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
      await user.click(within(cards()[0]!).getByRole('button', { name: select }));
      const dialog = await screen.findByRole('dialog', { name: title });
      const route = dialog.querySelector('.route')!;
      // Isolated ends: "DXB ← LHR" cannot lay out as one left-to-right run on an Arabic page.
      expect([...route.querySelectorAll('bdi')].map((end) => end.textContent)).toEqual(['DXB', 'LHR']);
      expect(route).toHaveTextContent(`DXB ${arrow} LHR`);
    },
  );

  it('marks an offer that is no longer available', async () => {
    const user = userEvent.setup();
    renderResults(
      api({
        'POST /flight/revalidate': ok({
          status: 'UNAVAILABLE',
          offer: offers[1],
          oldPrice: 300,
          newPrice: 300,
          currency: 'USD',
          fareToken: null,
          expiresAt: null,
        }),
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Select' }));
    const dialog = await screen.findByRole('dialog', { name: 'This fare is no longer available' });
    await user.click(within(dialog).getByRole('button', { name: 'Back to results' }));
    expect(within(cards()[0]!).getByText('No longer available')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  it('searches again in the new currency when the currency changes', async () => {
    const { fake, store } = renderResults();
    await waitFor(() => expect(cards()).toHaveLength(3), { timeout: 3000 });
    act(() => {
      store().dispatch(currencyChanged('aed'));
    });
    await waitFor(() => expect(fake.callsTo('POST /flight/start-routing')).toHaveLength(2));
    expect(fake.callsTo('POST /flight/start-routing')[1]?.headers.get('Currency-Preference')).toBe('AED');
  });
});
