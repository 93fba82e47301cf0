import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import { fareHeld } from './flightCheckoutSlice';
import { emptyDraft, travellerOrdinals } from './travellerRules';
import type { FlightSearch } from '../model';
import { renderApp } from '@tests/render';
import { aHeldFare } from '@tests/builders/aPersistedCheckout';
import { twoCurrencyClub } from '@tests/builders/aClub';
import { resetBrowserState } from '@tests/mocks/browserState';

/** Each traveller keeps its heading (Adult 1, Adult 2, Child 1, Infant 1) however often the form renders. */

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

const family: FlightSearch = {
  tripType: 'oneway',
  legs: [{ from: 'DXB', to: 'LHR', date: '2026-07-01' }],
  adults: 2,
  children: 1,
  infants: 1,
  cabin: 'economy',
  airline: null,
};

function renderFamily(locale: 'en' | 'ar') {
  const fare = aHeldFare({ search: family });
  const view = renderApp(
    <CheckoutForm fare={fare} initial={emptyDraft(family, '+971')} today="2026-06-01" onResult={vi.fn()} />,
    { club: twoCurrencyClub(), toaster: true, locale },
  );
  act(() => void view.store().dispatch(fareHeld(fare)));
  return view;
}

/** The heading of each traveller's fieldset, without its age hint. */
const headings = () =>
  [...document.querySelectorAll('.checkout-traveller__title')].map(
    (legend) => legend.firstChild?.textContent,
  );

describe('traveller headings', () => {
  it('numbers each passenger type on its own', () => {
    expect(travellerOrdinals([{ type: 'ADT' }, { type: 'ADT' }, { type: 'CHD' }, { type: 'INF' }])).toEqual([
      1, 2, 1, 1,
    ]);
  });

  it.each([
    ['en', ['Adult 1', 'Adult 2', 'Child 1', 'Infant 1']],
    ['ar', ['بالغ 1', 'بالغ 2', 'طفل 1', 'رضيع 1']],
  ] as const)(
    'in %s stay the same while every field is typed in',
    async (locale, expected) => {
      const user = userEvent.setup();
      renderFamily(locale);
      expect(headings()).toEqual(expected);
      // Every text field of every traveller and the contact, each keystroke a render of the form.
      for (const field of screen.getAllByRole('textbox')) await user.type(field, 'N1');
      expect(headings()).toEqual(expected);
    },
    60_000,
  );
});

describe('traveller dates', () => {
  it.each([
    ['en', 'Date of birth', 'Passport expiry date', ['Day', 'Month', 'Year']],
    ['ar', 'تاريخ الميلاد', 'تاريخ انتهاء جواز السفر', ['اليوم', 'الشهر', 'السنة']],
  ] as const)(
    'in %s are typed as day, month and year, never the browser date box',
    (locale, dob, expiry, parts) => {
      renderFamily(locale);
      for (const name of [dob, expiry]) {
        const groups = screen.getAllByRole('group', { name });
        expect(groups).toHaveLength(4);
        const fields = [
          ...groups[0]!.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'),
        ];
        expect(fields.map((field) => field.labels?.[0]?.textContent)).toEqual(parts);
      }
      expect(document.querySelector('input[type="date"]')).toBeNull();
    },
  );
});

describe('traveller groups', () => {
  it.each([
    [
      'en',
      'Adult 2',
      '12 years or older on the travel date',
      'Infant 1',
      'Under 2 years old on the travel date',
    ],
    ['ar', 'بالغ 2', '12 سنة أو أكثر في تاريخ السفر', 'رضيع 1', 'أقل من سنتين في تاريخ السفر'],
  ] as const)(
    'in %s are named by their heading alone and described by their age rule',
    (locale, adult, adultRule, infant, infantRule) => {
      // With the rule inside the legend, Orca read "Adult 112 years or older on the travel date
      // Adult 1 12 years or older on the travel date panel" on entering the first field.
      renderFamily(locale);
      const adultGroup = screen.getByRole('group', { name: adult });
      expect(adultGroup).toHaveAccessibleDescription(adultRule);
      expect(screen.getByRole('group', { name: infant })).toHaveAccessibleDescription(infantRule);
      expect(adultGroup.querySelector('legend')).toHaveTextContent(new RegExp(`^${adult}$`));
    },
  );
});
