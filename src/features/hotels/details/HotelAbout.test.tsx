import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { aHotelDetails } from '@tests/builders/aHotelDetails';
import ar from '@messages/ar.json';
import en from '@messages/en.json';
import { HotelAbout } from './HotelAbout';

/** Only the messages, as on the server: the section needs no store, API client or club context. */
function renderAbout(locale: 'en' | 'ar') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
      <HotelAbout details={aHotelDetails()} headingId="hotel-about" />
    </NextIntlClientProvider>,
  );
}

describe("a hotel's description section", () => {
  it('shows the description, the amenities by name, the times and the policies under its heading', () => {
    renderAbout('en');
    const section = screen.getByRole('region', { name: 'About the hotel' });
    expect(within(section).getByText('A palace on the creek.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free Wi-Fi', 'Swimming pool']);
    expect(within(section).getByText('15:00')).toBeInTheDocument();
    expect(within(section).getByText('Children welcome.')).toBeInTheDocument();
    expect(within(section).getByText('No pets.')).toBeInTheDocument();
  });

  it('names the amenities in Arabic on the Arabic page', () => {
    renderAbout('ar');
    expect(screen.getByRole('heading', { level: 2, name: ar.hotelBooking.about })).toBeInTheDocument();
    expect(screen.getByText('واي فاي مجاني')).toBeInTheDocument();
  });
});
