import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { renderApp } from '@tests/render';
import { matchAirlines } from '../airlines/useAirlineOptions';
import type { AirlineOption } from '../api/types';
import { AirlineField } from './AirlineField';

const arabicList: AirlineOption[] = [
  { airlineCode: 'SV', name: 'الخطوط السعودية', englishName: 'Saudi Arabian Airlines' },
  { airlineCode: 'EK', name: 'طيران الإمارات', englishName: 'Emirates' },
  { airlineCode: 'A3', name: 'Aegean Airlines', englishName: 'Aegean Airlines' },
];

function Field() {
  const [text, setText] = useState('');
  return <AirlineField text={text} onChange={(value) => setText(value)} />;
}

describe('the airline field', () => {
  it('shows the Arabic names on the Arabic page, in the order the API gives', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /flight/airline/list': ok(arabicList) });
    renderApp(<Field />, { api, locale: 'ar' });
    await user.click(screen.getByRole('combobox'));
    const list = await screen.findByRole('listbox');
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'SVالخطوط السعودية',
      'EKطيران الإمارات',
      'A3Aegean Airlines',
    ]);
  });

  it('matches Arabic typing without hamza and Latin typing on the Arabic page', () => {
    expect(matchAirlines(arabicList, 'الامارات').map((a) => a.airlineCode)).toEqual(['EK']);
    expect(matchAirlines(arabicList, 'emir').map((a) => a.airlineCode)).toEqual(['EK']);
    expect(matchAirlines(arabicList, 'saudi').map((a) => a.airlineCode)).toEqual(['SV']);
    expect(matchAirlines(arabicList, 'ek').map((a) => a.airlineCode)).toEqual(['EK']);
  });
});
