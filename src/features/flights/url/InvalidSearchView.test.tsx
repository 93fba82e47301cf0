import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { InvalidSearchView } from './InvalidSearchView';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const draft = {
  tripType: 'oneway' as const,
  legs: [{ from: 'DXB', to: null, date: '2026-07-01' }],
  returnDate: null,
  travellers: { adults: 2, children: 0, infants: 0 },
  cabin: 'business' as const,
  airline: null,
};
const places = { DXB: { city: 'Dubai', name: 'Dubai International Airport' } };

function renderView(locale: 'en' | 'ar', problem: Parameters<typeof InvalidSearchView>[0]['problem']) {
  return renderApp(<InvalidSearchView problem={problem} draft={draft} places={places} today="2026-06-15" />, {
    api: fakeApi({}),
    locale,
  });
}

describe('the Invalid URL page', () => {
  it('keeps the title and text, says which rule failed and fills the form with what was valid', () => {
    renderView('en', { reason: 'unknown_airport', param: 'to', value: 'XYZ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid URL' })).toBeInTheDocument();
    // The text under the title does not repeat it (issue 30, item 37).
    expect(screen.getByText('Please check the link and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid Url/)).not.toBeInTheDocument();
    expect(screen.getByTestId('invalid-reason')).toHaveTextContent(
      "We don't know the airport XYZ, or this site does not sell flights to it.",
    );
    expect(screen.getByRole('combobox', { name: 'Leaving from' })).toHaveValue('Dubai (DXB)');
    expect(screen.getByRole('combobox', { name: 'Going to' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Cabin class' })).toHaveValue('business');
    expect(screen.getByRole('button', { name: /Travellers/ })).toHaveTextContent('2 travellers');
  });

  it('says the rule in Arabic, the code isolated left to right', () => {
    renderView('ar', { reason: 'unknown_airport', param: 'to', value: 'XYZ' });
    const reason = screen.getByTestId('invalid-reason');
    expect(reason).toHaveTextContent('لا نعرف المطار XYZ');
    expect(reason.querySelector('bdi[dir="ltr"]')).toHaveTextContent('XYZ');
  });

  it.each([
    ['en', 'The date Wed, 1 Jan 2020 is in the past.'],
    ['ar', 'التاريخ الأربعاء، 1 يناير 2020 في الماضي.'],
  ] as const)('writes a date from the link as a day in %s, never as ISO', (locale, text) => {
    renderView(locale, { reason: 'past_date', param: 'depart', value: '2020-01-01' });
    const reason = screen.getByTestId('invalid-reason');
    expect(reason).toHaveTextContent(text);
    expect(reason).not.toHaveTextContent('2020-01-01');
    expect(reason.querySelector('bdi')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });

  describe('names parameters and choices in the page language, never raw tokens (issue 30 item 19)', () => {
    it.each([
      [
        'ar',
        { reason: 'invalid_cabin', param: 'cabin', value: 'luxury' },
        'luxury ليست درجة سفر صالحة (الدرجة السياحية أو السياحية الممتازة أو درجة رجال الأعمال أو الدرجة الأولى).',
      ],
      ['ar', { reason: 'missing', param: 'depart', value: '' }, 'ينقص الرابطَ المعاملُ تاريخ الذهاب.'],
      [
        'ar',
        { reason: 'malformed', param: 'depart2', value: '2026-13-01' },
        'قيمة الرحلة 2: تاريخ الذهاب غير مكتوبة بشكل صحيح: 2026-13-01.',
      ],
      ['en', { reason: 'missing', param: 'depart', value: '' }, 'The link is missing Departure date.'],
      [
        'en',
        { reason: 'invalid_cabin', param: 'cabin', value: 'luxury' },
        'luxury is not a cabin class (economy, premium economy, business or first).',
      ],
      // A parameter the site does not know is the visitor's own text: quoted as written.
      [
        'en',
        { reason: 'excess', param: 'colour', value: 'red' },
        'The link has a parameter the search does not know: colour.',
      ],
    ] as const)('%s: %j', (locale, problem, text) => {
      renderView(locale, problem);
      const reason = screen.getByTestId('invalid-reason');
      expect(reason).toHaveTextContent(text);
      if (locale === 'ar') expect(reason.textContent?.replace(/luxury|[\d-]+/g, '')).not.toMatch(/[A-Za-z]/);
    });
  });

  it("names a traveller rule with the travellers panel's own words", () => {
    renderView('en', { reason: 'travellers', param: 'infants_per_adult', value: '' });
    expect(screen.getByTestId('invalid-reason')).toHaveTextContent(
      "Each infant travels on an adult's lap, so there can't be more infants than adults.",
    );
  });
});
