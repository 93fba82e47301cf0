import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import type { Airport } from '../airports/airportTypes';
import { AirportField, placeLabel } from './AirportField';

const dubai = { city: 'Dubai', country: 'United Arab Emirates' };

describe("an airport option's city and country", () => {
  it('are separated by a Latin comma in English', () => {
    expect(placeLabel(dubai, 'en')).toBe('Dubai, United Arab Emirates');
  });

  it('and by the Arabic comma in Arabic', () => {
    expect(placeLabel({ city: 'دبي', country: 'الإمارات العربية المتحدة' }, 'ar')).toBe(
      'دبي\u060C الإمارات العربية المتحدة',
    );
    // An airport without an Arabic name still reads in Arabic punctuation on /ar.
    expect(placeLabel({ city: 'Dubai', country: 'الإمارات العربية المتحدة' }, 'ar')).toBe(
      'Dubai\u060C الإمارات العربية المتحدة',
    );
  });
});

describe('the airport field in Arabic', () => {
  const arabicList: Airport[] = [
    {
      code: 'DXB',
      city: 'دبي',
      name: 'مطار دبي الدولي',
      country: 'الإمارات العربية المتحدة',
      size: 'L',
      alt: ['Dubai', 'Dubai International Airport', 'United Arab Emirates'],
    },
  ];

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ data: arabicList, message: 'Airports', statusCode: 200 })),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each option as «city، country»', async () => {
    const user = userEvent.setup();
    renderApp(<AirportField label="من" name="from" text="دبي" onChange={() => {}} />, {
      api: fakeApi({}),
      locale: 'ar',
    });
    await user.click(screen.getByRole('combobox', { name: 'من' }));
    const option = await screen.findByRole('option', { name: /DXB/ });
    expect(within(option).getByText('دبي\u060C الإمارات العربية المتحدة')).toBeInTheDocument();
  });
});

describe('a field that holds a picked airport', () => {
  const list: Airport[] = [
    {
      code: 'DXB',
      city: 'Dubai',
      name: 'Dubai International Airport',
      country: 'United Arab Emirates',
      size: 'L',
    },
  ];
  const dubai = {
    code: 'DXB',
    city: 'Dubai',
    name: 'Dubai International Airport',
    country: 'United Arab Emirates',
  };
  const arabicDubai = {
    code: 'DXB',
    city: 'دبي',
    name: 'مطار دبي الدولي',
    country: 'الإمارات العربية المتحدة',
  };

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: list, message: 'Airports', statusCode: 200 }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['en', dubai, 'Dubai (DXB)', 'Leaving from', /No airport matches/],
    ['ar', arabicDubai, 'دبي (DXB)', 'من', /لا يوجد مطار/],
  ] as const)(
    'does not say that no airport matches when focused (%s)',
    async (locale, choice, text, label, none) => {
      const user = userEvent.setup();
      renderApp(<AirportField label={label} name="from" text={text} choice={choice} onChange={() => {}} />, {
        api: fakeApi({}),
        locale,
      });
      await user.click(screen.getByRole('combobox', { name: label }));
      // Let the airport list arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(none)).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: label })).toHaveAttribute('aria-expanded', 'false');
    },
  );
});

describe('the first key typed', () => {
  const list: Airport[] = [
    { code: 'DUB', city: 'Dublin', name: 'Dublin Airport', country: 'Ireland', size: 'L' },
  ];

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: list, message: 'Airports', statusCode: 200 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("finds the count's number formatter made on focus, not by the key", async () => {
    // Every number formatter made from here on (next-intl makes the count's with `new`).
    const RealNumberFormat = Intl.NumberFormat;
    const numberFormat = vi.fn();
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      numberFormat(...args);
      return new RealNumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat);
    const user = userEvent.setup();
    function Field() {
      const [text, setText] = useState('');
      return <AirportField label="Leaving from" name="from" text={text} onChange={setText} />;
    }
    renderApp(<Field />, { api: fakeApi({}), locale: 'en' });
    await user.click(screen.getByRole('combobox', { name: 'Leaving from' }));
    await waitFor(() => expect(numberFormat).toHaveBeenCalled());
    numberFormat.mockClear();

    await user.keyboard('D');
    // (The list is fetched once per language for the tab: an earlier test's may answer.)
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(screen.getByText(/^\d+ airports? found$/)).toBeInTheDocument();
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
