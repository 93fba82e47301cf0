import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { toPhoneCountry, type PhoneCountry } from '@/lib/geo/phoneCountries';
import { CountryPicker } from './CountryPicker';

const countries: PhoneCountry[] = [
  ['India', 'الهند', 'IN', 'IND', '+91'],
  ['Saudi Arabia', 'السعودية', 'SA', 'SAU', '+966'],
  ['United Arab Emirates', 'الإمارات العربية المتحدة', 'AE', 'ARE', '+971'],
  ['United Kingdom', 'المملكة المتحدة', 'GB', 'GBR', '+44'],
].map(([country, country_ar, alpha2_code, alpha3_code, country_code]) =>
  toPhoneCountry({
    country: country!,
    country_ar,
    alpha2_code: alpha2_code!,
    alpha3_code: alpha3_code!,
    country_code: country_code!,
  }),
);

function Harness({ locale }: { locale: 'en' | 'ar' }) {
  const [selected, setSelected] = useState('GB');
  return (
    <CountryPicker
      countries={countries}
      selected={selected}
      onSelect={(c) => setSelected(c.alpha2)}
      nameOf={(c) => (locale === 'ar' ? (c.nameAr ?? c.name) : c.name)}
    />
  );
}

function open(locale: 'en' | 'ar' = 'en') {
  renderApp(<Harness locale={locale} />, { locale });
  fireEvent.click(screen.getByTestId('country-picker-toggle'));
  return screen.getByRole('combobox');
}

const optionCodes = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.id.split('-').pop());

describe('CountryPicker', () => {
  it('names the chosen country and its code on the button, and lists every country with a flag, selected first', () => {
    renderApp(<Harness locale="en" />);
    const toggle = screen.getByRole('button', { name: 'Country code: United Kingdom +44' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Search for a country' })).toHaveFocus();
    expect(optionCodes()).toEqual(['GB', 'IN', 'SA', 'AE']);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('United Kingdom');
    const flag = screen.getByRole('listbox').querySelector('img')!;
    expect(flag).toHaveAttribute('src', '/api/flags/gb');
    expect(flag).toHaveAttribute('alt', '');
  });

  it.each([
    ['united', ['GB', 'AE']],
    ['UNITED', ['GB', 'AE']],
    ['arab', ['SA', 'AE']],
    ['   india', ['IN']],
    ['🇮🇳 india', ['IN']],
    ['😀saudi', ['SA']],
    ['zzz', []],
    ['', ['GB', 'IN', 'SA', 'AE']],
  ])('search %j → %j', async (text, expected) => {
    const search = open();
    if (text) await userEvent.type(search, text);
    expect(optionCodes()).toEqual(expected);
    if (expected.length === 0)
      expect(screen.getByRole('status')).toHaveTextContent('No country matches your search.');
  });

  it('keeps at most 50 characters and strips leading whitespace and emoji from the search', async () => {
    const search = open();
    expect(search).toHaveAttribute('maxlength', '50');
    fireEvent.change(search, { target: { value: `  😀${'x'.repeat(60)}` } });
    expect((search as HTMLInputElement).value).toBe('x'.repeat(50));
  });

  it('matches on the names in the current language', async () => {
    const search = open('ar');
    await userEvent.type(search, 'المتحدة');
    expect(optionCodes()).toEqual(['GB', 'AE']);
  });

  it('picks with the keyboard and puts the new choice first next time', async () => {
    const search = open();
    await userEvent.type(search, 'sa');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    const toggle = screen.getByTestId('country-picker-toggle');
    expect(toggle).toHaveAccessibleName('Country code: Saudi Arabia +966');
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    expect(optionCodes()[0]).toBe('SA');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('CountryPicker in Arabic (issue 30, item 18)', () => {
  it('keeps every calling code left to right, isolated, so "+966" never reads "966+"', () => {
    renderApp(<Harness locale="ar" />, { locale: 'ar' });
    const toggle = screen.getByTestId('country-picker-toggle');
    const code = toggle.querySelector('bdi[dir="ltr"]');
    expect(code).toHaveTextContent('+44');
    fireEvent.click(toggle);
    const saudi = screen.getByRole('option', { name: /السعودية/ });
    expect(saudi.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+966');
  });
});
