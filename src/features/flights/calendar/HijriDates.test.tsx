import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aClub } from '@tests/builders/aClub';
import { renderApp } from '@tests/render';
import DateCalendar from '../search/DateCalendar';
import { SearchSummaryBar } from '../results/SearchSummaryBar';
import type { FlightSearch } from '../model';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const search: FlightSearch = {
  tripType: 'roundtrip',
  legs: [
    { from: 'DXB', to: 'LHR', date: '2027-03-08' },
    { from: 'LHR', to: 'DXB', date: '2027-03-09' },
  ],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
  airline: null,
};

const summary = (locale: 'en' | 'ar', showHijri = true) =>
  renderApp(
    <SearchSummaryBar search={search} places={{}} open={false} onOpenChange={vi.fn()} onSearched={vi.fn()} />,
    {
      locale,
      club: aClub({ showHijri }),
    },
  );

describe('Hijri dates beside the Gregorian ones', () => {
  it('shows the Umm al-Qura date of each search date in Arabic, across a month boundary', () => {
    summary('ar');
    // 8 March 2027 is the last day of Ramadan 1448 (29 days), 9 March the first of Shawwal.
    expect(screen.getByText(/29 رمضان 1448 هـ/)).toBeInTheDocument();
    expect(screen.getByText(/1 شوال 1448 هـ/)).toBeInTheDocument();
  });

  it('shows none in English, nor when the club turned them off', () => {
    summary('en');
    expect(document.querySelector('.hijri-date')).toBeNull();
    summary('ar', false);
    expect(document.querySelector('.hijri-date')).toBeNull();
  });

  it('puts the Hijri day under each day of the Arabic calendar and the Hijri months in its header', () => {
    renderApp(
      <DateCalendar
        value="2027-03-09"
        min="2026-11-01"
        max="2027-11-01"
        locale="ar"
        onPick={vi.fn()}
        hijri
      />,
      { locale: 'ar', club: aClub({ showHijri: true }) },
    );
    expect(screen.getByText('رمضان – شوال 1448 هـ')).toBeInTheDocument();
    const eighth = screen.getByRole('button', { name: /، 8 مارس 2027/ });
    expect(within(eighth).getByText('29')).toHaveClass('hijri-day');
    const ninth = screen.getByRole('button', { name: /، 9 مارس 2027/ });
    expect(within(ninth).getByText('1')).toHaveClass('hijri-day');
  });
});
