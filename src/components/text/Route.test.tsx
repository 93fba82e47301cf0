import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { Route } from './Route';
import { Ltr } from './Ltr';
import { routeText } from '@/lib/bidi';

describe('Route', () => {
  it.each([
    ['en', false, '→'],
    ['ar', false, '←'],
    ['en', true, '⇄'],
    ['ar', true, '⇆'],
  ] as const)(
    'in %s (round trip %s) puts the origin first, isolated, and points %s',
    (locale, roundTrip, arrow) => {
      const { container } = renderApp(<Route from="DXB" to="LHR" roundTrip={roundTrip} />, {
        locale,
      });
      const route = container.querySelector('.route')!;
      expect([...route.children].map((end) => [end.tagName, end.textContent])).toEqual([
        ['BDI', 'DXB'],
        ['BDI', 'LHR'],
      ]);
      expect(route).toHaveTextContent(`DXB ${arrow} LHR`);
    },
  );

  it('as plain text isolates each end with FSI/PDI', () => {
    expect(routeText('DXB', 'LHR', 'ar')).toBe('\u2068DXB\u2069 ← \u2068LHR\u2069');
    expect(routeText('Dubai', 'London', 'en')).toBe('\u2068Dubai\u2069 → \u2068London\u2069');
  });
});

describe('Ltr', () => {
  it('isolates a masked number left to right', () => {
    const { getByText } = renderApp(<Ltr>*****567</Ltr>, { locale: 'ar' });
    const run = getByText('*****567');
    expect(run.tagName).toBe('BDI');
    expect(run).toHaveAttribute('dir', 'ltr');
  });
});
