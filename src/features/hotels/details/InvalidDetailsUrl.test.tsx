import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import en from '@messages/en.json';
import { InvalidDetailsUrl } from './InvalidDetailsUrl';
import { validateDetailsUrl, type DetailsUrlReason } from './detailsUrl';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const reasons = Object.keys(en.hotelBooking.invalid_reason) as DetailsUrlReason[];

describe('InvalidDetailsUrl', () => {
  it.each(['en', 'ar'] as const)(
    'names every rule in %s, each quoted value isolated in its own direction',
    (locale) => {
      for (const reason of reasons) {
        const view = renderApp(<InvalidDetailsUrl problem={{ reason, param: 'room', value: '2-18' }} />, {
          locale,
        });
        const text = screen.getByTestId('invalid-reason');
        expect(text.textContent).not.toMatch(/hotelBooking|\{|\}/);
        // Latin runs (the link's own text) left to right; a parameter named in Arabic right to left.
        for (const bdi of text.querySelectorAll('bdi'))
          expect(bdi).toHaveAttribute('dir', /[\u0600-\u06FF]/.test(bdi.textContent ?? '') ? 'rtl' : 'ltr');
        view.unmount();
      }
    },
  );

  it('ar: names a missing hotel in Arabic, not as "hotelId" (issue 30 item 19)', () => {
    renderApp(<InvalidDetailsUrl problem={{ reason: 'missing', param: 'hotelId', value: '' }} />, {
      locale: 'ar',
    });
    expect(screen.getByTestId('invalid-reason')).toHaveTextContent('الرابط لا يتضمن الفندق.');
  });

  it('has a message for every problem the validator names', () => {
    const seen = new Set<string>();
    for (const query of [
      'checkIn=2026-12-01&checkOut=2026-12-03&room=2',
      'hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-03&room=2&x=1',
      'hotelId=120034&checkIn=2026-12-01&checkOut=2026-12-03&room=2-18',
      'hotelId=120034&checkIn=2026-11-01&checkOut=2026-12-03&room=2',
    ]) {
      const result = validateDetailsUrl(new URLSearchParams(query), '2026-11-25');
      if (!result.ok) seen.add(result.problem.reason);
    }
    expect(seen.size).toBe(4);
    for (const reason of seen) expect(reasons).toContain(reason);
  });
});
