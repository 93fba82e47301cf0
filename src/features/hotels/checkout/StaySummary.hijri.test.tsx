import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aClub } from '@tests/builders/aClub';
import { aStay } from '@tests/builders/aHotelDetails';
import { renderApp } from '@tests/render';
import { StaySummary } from './StaySummary';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

describe("the stay's Hijri dates in Arabic", () => {
  it('keep the year and «هـ» on one line in the narrow stay column', () => {
    renderApp(<StaySummary stay={aStay(920)} now={new Date('2026-11-20T10:00:00Z')} headingId="stay" />, {
      locale: 'ar',
      club: aClub({ showHijri: true }),
    });
    const dates = [...screen.getByTestId('stay-summary').querySelectorAll('.hijri-date')].map(
      (date) => date.textContent ?? '',
    );
    // 1 and 3 December 2026 are 21 and 23 Jumada II 1448.
    expect(dates).toEqual([' — 21 جمادى الآخرة 1448\u00a0هـ', ' — 23 جمادى الآخرة 1448\u00a0هـ']);
  });
});
