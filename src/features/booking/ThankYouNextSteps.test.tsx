import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { ThankYouNextSteps } from './ThankYouNextSteps';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

// Holds the tab's stored session back, as a slow page load does, until the test lets it through.
const session = vi.hoisted(() => ({ known: false }));
vi.mock('@/store/makeStore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/store/makeStore')>();
  return {
    ...actual,
    selectRehydrated: (state: Parameters<typeof actual.selectRehydrated>[0]) =>
      session.known && actual.selectRehydrated(state),
  };
});

const booking = { bookingId: 'hb-1', reference: 'H7QM2X', status: 1 };

describe('the next steps on a confirmation', () => {
  it.each(['en', 'ar'] as const)(
    '%s: a signed-in customer never sees the guest wording while the session is not known',
    async (locale) => {
      session.known = false;
      const view = renderApp(<ThankYouNextSteps booking={booking} hotel />, { user: {}, locale });
      const guestLink = locale === 'en' ? 'Manage booking' : /إدارة الحجز/;
      const memberLink = locale === 'en' ? 'My bookings' : 'حجوزاتي';
      expect(screen.queryByTestId('thankyou-next')).not.toBeInTheDocument();
      expect(screen.queryByTestId('booking-documents')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: guestLink })).not.toBeInTheDocument();

      session.known = true;
      view.rerender(<ThankYouNextSteps booking={{ ...booking }} hotel />);
      expect(await screen.findByRole('link', { name: memberLink })).toHaveAttribute('href', '/my-bookings');
      expect(screen.queryByRole('link', { name: guestLink })).not.toBeInTheDocument();
    },
  );
});
