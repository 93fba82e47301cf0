import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import { fareHeld, type CheckoutDraft } from './flightCheckoutSlice';
import { countryChanged } from '@/store/preferencesSlice';
import type { SavedTraveller } from './savedTravellersApi';
import { travellerSlots } from './travellerRules';
import type { BookResult } from './flightBookingCall';
import type { FlightSearch } from '../model';
import { aFlightOffer } from '@tests/builders/aFlightOffer';
import { failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { aHeldFare } from '@tests/builders/aPersistedCheckout';
import { aSavedTraveller } from '@tests/builders/aSavedTraveller';
import { twoCurrencyClub } from '@tests/builders/aClub';
import { resetBrowserState } from '@tests/mocks/browserState';

/** Saved travellers at checkout: which ones are offered, what a choice fills, what the booking keeps for saving. */

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

// The itinerary's travel date is 2026-07-01 (tests/builders/aFlightOffer.ts).
const TODAY = '2026-06-01';
const offer = aFlightOffer({ id: 'o-1', price: 500 });

const aSaved = aSavedTraveller;
const sara = aSaved({});
const omar = aSaved({
  id: 2,
  firstName: 'Omar',
  lastName: 'Khalil',
  gender: 'M',
  passportNumber: 'K1234567',
});
// Turns 12 on 2026-06-20, before the travel date: an adult on this trip.
const lina = aSaved({ id: 3, firstName: 'Lina', dateOfBirth: '2014-06-20', passportNumber: 'L7654321' });
const adam = aSaved({
  id: 4,
  firstName: 'Adam',
  dateOfBirth: '2018-06-03',
  gender: 'M',
  passportNumber: 'N7730418',
});
// Expires before the travel date.
const yara = aSaved({ id: 5, firstName: 'Yara', passportNumber: 'Y1112223', expiryDate: '2026-06-20' });

function search(adults: number, children = 0, infants = 0): FlightSearch {
  return {
    tripType: 'oneway',
    legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
    adults,
    children,
    infants,
    cabin: 'economy',
    airline: null,
  };
}

const booked = {
  bookingId: 'b-1',
  reference: 'K7QM2X',
  status: 2,
  amount: 500,
  currency: 'USD',
  accessToken: 'a'.repeat(43),
};

interface Setup {
  phoneCountryCode?: string;
  passengers?: FlightSearch;
  saved?: SavedTraveller[] | FakeRoute;
  routes?: Record<string, FakeRoute>;
  loggedIn?: boolean;
  locale?: 'en' | 'ar';
}

function setup({
  passengers = search(1),
  saved = [],
  routes = {},
  loggedIn = true,
  locale,
  phoneCountryCode = '+971',
}: Setup = {}) {
  const fare = aHeldFare({ search: passengers });
  const initial: CheckoutDraft = {
    travellers: travellerSlots(passengers),
    email: 'sara@example.com',
    phoneCountryCode,
    phoneNumber: '501234567',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
  };
  const onResult = vi.fn<(result: BookResult) => void>();
  const view = renderApp(<CheckoutForm fare={fare} initial={initial} today={TODAY} onResult={onResult} />, {
    club: twoCurrencyClub(),
    toaster: true,
    user: loggedIn ? {} : null,
    locale,
    routes: {
      'GET /traveler': Array.isArray(saved) ? ok(saved) : saved,
      'POST /flight/revalidate': ok({
        status: 'CONFIRMED',
        offer,
        oldPrice: 500,
        newPrice: 500,
        currency: 'USD',
        fareToken: 'fare-1',
        expiresAt: null,
      }),
      'POST /flight/book': ok(booked, 201),
      ...routes,
    },
  });
  act(() => void view.store().dispatch(fareHeld(fare)));
  return { ...view, onResult };
}

const picker = (index: number) => screen.getByTestId(`traveller-${index}-saved-select`);
const optionNames = (index: number) =>
  within(picker(index))
    .getAllByRole('option')
    .map(
      (option) =>
        // Without the bidi isolation marks around the name.
        `${option.textContent?.replace(/[\u2068\u2069]/g, '')}${(option as HTMLOptionElement).disabled ? ' [disabled]' : ''}`,
    );

/** A date field's day, month and year, as the form would hold them (YYYY-MM-DD). */
function dateIn(testId: string): string {
  const part = (name: string) => (screen.getByTestId(`${testId}-${name}`) as HTMLInputElement).value;
  return `${part('year')}-${part('month').padStart(2, '0')}-${part('day').padStart(2, '0')}`;
}

async function typeDate(testId: string, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  await userEvent.clear(screen.getByTestId(`${testId}-day`));
  await userEvent.type(screen.getByTestId(`${testId}-day`), day);
  await userEvent.selectOptions(screen.getByTestId(`${testId}-month`), String(Number(month)));
  await userEvent.clear(screen.getByTestId(`${testId}-year`));
  await userEvent.type(screen.getByTestId(`${testId}-year`), year);
}

async function fillNew(index: number, values: Partial<Record<string, string>>) {
  for (const [field, value] of Object.entries(values)) {
    if (field === 'dob' || field === 'expiry') {
      await typeDate(`traveller-${index}-${field}`, value!);
      continue;
    }
    const input = screen.getByTestId(`traveller-${index}-${field}`);
    if (field === 'gender') await userEvent.selectOptions(input, value!);
    else {
      await userEvent.clear(input);
      await userEvent.type(input, value!);
    }
  }
}

const submit = () => userEvent.click(screen.getByTestId('checkout-submit'));

describe('filling from saved travellers', { timeout: 20_000 }, () => {
  it('offers a guest none of it, and does not ask the API', async () => {
    const { api } = setup({ loggedIn: false });
    expect(screen.getByTestId('traveller-0-first')).toBeInTheDocument();
    expect(screen.queryByTestId('traveller-0-saved')).not.toBeInTheDocument();
    expect(screen.queryByTestId('traveller-0-save')).not.toBeInTheDocument();
    expect(api.callsTo('GET /traveler')).toHaveLength(0);
  });

  it('offers each passenger only the saved travellers whose age fits on the travel date', async () => {
    setup({ passengers: search(1, 1, 1), saved: [sara, adam, lina, omar] });
    await waitFor(() => expect(picker(0)).toBeEnabled());
    expect(optionNames(0)).toEqual([
      'Choose a saved traveller',
      'Sara Haddad (12 Apr 1990)',
      'Lina Haddad (20 Jun 2014)',
      'Omar Khalil (12 Apr 1990)',
    ]);
    expect(optionNames(1)).toEqual(['Choose a saved traveller', 'Adam Haddad (3 Jun 2018)']);
    // Nobody is under 2: the infant's list is disabled, and says why.
    expect(picker(2)).toBeDisabled();
    expect(picker(2)).toHaveAccessibleDescription(
      'None of your saved travellers is the right age for this passenger on the travel date.',
    );
  });

  it('fills the fields, which stay editable; a traveller chosen once is disabled for the others', async () => {
    setup({ passengers: search(2), saved: [sara, omar] });
    await waitFor(() => expect(picker(0)).toBeEnabled());
    await userEvent.selectOptions(picker(0), String(sara.id));
    expect(screen.getByTestId('traveller-0-first')).toHaveValue('Sara');
    expect(screen.getByTestId('traveller-0-last')).toHaveValue('Haddad');
    expect(dateIn('traveller-0-dob')).toBe('1990-04-12');
    expect(screen.getByTestId('traveller-0-gender')).toHaveValue('F');
    expect(screen.getByTestId('traveller-0-passport')).toHaveValue('N4821937');
    expect(dateIn('traveller-0-expiry')).toBe('2034-03-31');
    expect(screen.getByTestId('traveller-0-saved-hint')).toHaveTextContent(
      'Filled from your saved travellers',
    );
    expect(screen.getByTestId('traveller-0-in-account')).toBeInTheDocument();
    expect(optionNames(1)).toContain('Sara Haddad (12 Apr 1990) · already added [disabled]');

    await fillNew(0, { first: 'Sarah' });
    expect(screen.getByTestId('traveller-0-first')).toHaveValue('Sarah');
    // Nothing is written to the account unless the user asks for it.
    expect(screen.getByLabelText('Update this saved traveller in my account')).not.toBeChecked();
  });

  it('validates what it filled at once: a passport that expires before the trip', async () => {
    setup({ saved: [yara] });
    await waitFor(() => expect(picker(0)).toBeEnabled());
    await userEvent.selectOptions(picker(0), String(yara.id));
    expect(await screen.findByText('The passport must be valid on the travel date')).toBeInTheDocument();
    expect(screen.getByTestId('traveller-0-expiry-year')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the list cannot be loaded, and the form still works', async () => {
    const { onResult } = setup({ saved: failure(500, 'down') });
    expect(await screen.findByText(/saved travellers couldn't be loaded/)).toBeInTheDocument();
    expect(picker(0)).toBeDisabled();
    await fillNew(0, { first: 'Sara', last: 'Haddad', dob: '1990-04-12', gender: 'F', passport: 'N1234567' });
    await fillNew(0, { expiry: '2030-01-31' });
    await submit();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'booked' }));
  });

  it('has no saved travellers yet: explains how to add one', async () => {
    setup({ saved: [] });
    expect(await screen.findByText(/You have no saved travellers yet/)).toBeInTheDocument();
    expect(picker(0)).toBeDisabled();
  });

  it('works in Arabic', async () => {
    setup({ saved: [sara], locale: 'ar' });
    await waitFor(() => expect(picker(0)).toBeEnabled());
    expect(screen.getByLabelText('الملء من المسافرين المحفوظين')).toBe(picker(0));
    expect(screen.getByLabelText('حفظ هذا المسافر في حسابي')).not.toBeChecked();
  });
});

describe('booking with travellers ticked for saving', { timeout: 20_000 }, () => {
  it('keeps the travellers as booked and saves nothing before the payment (FlightCheckout.saveTravellers.test)', async () => {
    const { api, onResult, store } = setup({ saved: [] });
    await fillNew(0, {
      first: 'Omar',
      last: 'Khalil',
      dob: '1985-02-20',
      gender: 'M',
      passport: 'k7654321',
      expiry: '2031-12-31',
    });
    const box = screen.getByLabelText('Save this traveller to my account');
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await submit();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'booked' }));
    expect(store().getState().flightCheckout.draft?.travellers[0]).toMatchObject({
      firstName: 'Omar',
      lastName: 'Khalil',
      passportNumber: 'K7654321',
      saveToAccount: true,
    });
    expect(api.callsTo('POST /traveler')).toHaveLength(0);
  });
});

describe('the contact calling code', () => {
  const code = () => screen.getByTestId('country-picker-toggle');

  it("starts at the visitor's country once the club's list is in", async () => {
    const { store } = setup({ phoneCountryCode: '', loggedIn: false });
    act(() => void store().dispatch(countryChanged('GB')));
    await waitFor(() => expect(code()).toHaveAccessibleName('Country code: United Kingdom +44'));
  });

  it("starts at the club's country when the visitor's is unknown", async () => {
    setup({ phoneCountryCode: '', loggedIn: false });
    await waitFor(() => expect(code()).toHaveAccessibleName('Country code: United Arab Emirates +971'));
  });

  it('keeps a calling code the traveller chose', async () => {
    const { store } = setup({ phoneCountryCode: '+966', loggedIn: false });
    act(() => void store().dispatch(countryChanged('GB')));
    await waitFor(() => expect(code()).toBeEnabled());
    expect(code()).toHaveAccessibleName('Country code: Saudi Arabia +966');
  });
});
