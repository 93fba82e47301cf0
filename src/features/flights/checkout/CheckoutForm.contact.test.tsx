import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import { fareHeld, type CheckoutDraft } from './flightCheckoutSlice';
import { emptyDraft } from './travellerRules';
import type { FlightSearch } from '../model';
import { aProfileFor, aSessionUser } from '@tests/builders/aSessionUser';
import { ok } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { aHeldFare } from '@tests/builders/aPersistedCheckout';
import { twoCurrencyClub } from '@tests/builders/aClub';
import { resetBrowserState } from '@tests/mocks/browserState';

/** A signed-in customer's or agent's contact e-mail and mobile come from the profile, and stay editable. */

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

const oneAdult: FlightSearch = {
  tripType: 'oneway',
  legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  airline: null,
};

function renderCheckout({ loggedIn = true, userType = 5, initial = emptyDraft(oneAdult, '') } = {}) {
  const fare = aHeldFare({ search: oneAdult });
  const user = aSessionUser({ email: 'agent@skyline.test', userType });
  const profile = { ...aProfileFor(user), phoneCountryCode: '+966', phoneNumber: '551234567' };
  const view = renderApp(
    <CheckoutForm fare={fare} initial={initial as CheckoutDraft} today="2026-06-01" onResult={vi.fn()} />,
    {
      club: twoCurrencyClub(),
      toaster: true,
      user: loggedIn ? user : null,
      routes: { 'GET /auth/profile': ok(profile), 'GET /traveler': ok([]) },
    },
  );
  act(() => void view.store().dispatch(fareHeld(fare)));
  return view;
}

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const mobile = () => screen.getByRole('textbox', { name: 'Mobile number' });

describe('contact details at checkout', { timeout: 30_000 }, () => {
  it.each([
    ['a customer', 5],
    ['an agent', 2],
  ])('are filled from the profile for %s, and can be changed', async (_, userType) => {
    const user = userEvent.setup();
    renderCheckout({ userType });
    await waitFor(() => expect(email()).toHaveValue('agent@skyline.test'), { timeout: 15_000 });
    expect(mobile()).toHaveValue('551234567');
    // The country names load after the form mounts (they stay out of the page's first load).
    expect(await screen.findByRole('button', { name: 'Country code: Saudi Arabia +966' })).toBeVisible();
    await user.clear(email());
    await user.type(email(), 'trips@example.com');
    expect(email()).toHaveValue('trips@example.com');
  });

  it('never replace what was already typed', async () => {
    const { api } = renderCheckout({
      initial: { ...emptyDraft(oneAdult, '+971'), email: 'typed@example.com', phoneNumber: '501112223' },
    });
    await waitFor(() => expect(api.callsTo('GET /auth/profile')).toHaveLength(1));
    expect(email()).toHaveValue('typed@example.com');
    expect(mobile()).toHaveValue('501112223');
  });

  it('are left empty for a guest, without asking for a profile', () => {
    const { api } = renderCheckout({ loggedIn: false });
    expect(email()).toHaveValue('');
    expect(api.callsTo('GET /auth/profile')).toHaveLength(0);
  });

  it('are kept when the page is left straight after typing them (item 14)', async () => {
    const user = userEvent.setup();
    const view = renderCheckout({ loggedIn: false });
    const toggle = screen.getByTestId('country-picker-toggle');
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await user.type(screen.getByRole('combobox', { name: 'Search for a country' }), 'United K{Enter}');
    await user.type(email(), 'sara@example.com');
    await user.type(mobile(), '7700900123');
    // Leaving at once (a link, a reload): no time for the debounced save.
    view.unmount();
    expect(view.store().getState().flightCheckout.draft).toMatchObject({
      email: 'sara@example.com',
      phoneCountry: 'GB',
      phoneCountryCode: '+44',
      phoneNumber: '7700900123',
    });
  });
});
