import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectRehydrated } from '@/store/makeStore';
import { renderApp } from '@tests/render';
import { VerifyEmailReminder } from './VerifyEmailReminder';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

describe('"Verify later" is followed up (issue 30 item 31)', () => {
  it.each([
    ['en', 'is not verified yet', 'Verify my e-mail now'],
    ['ar', 'لم يتم التحقق من بريدك الإلكتروني', 'تحقّق من بريدي الآن'],
  ] as const)(
    '%s: reminds an unverified user and opens the popup on their address',
    async (locale, text, button) => {
      const view = renderApp(<VerifyEmailReminder />, {
        locale,
        user: { isEmailVerified: false, email: 'sara@example.com' },
      });
      const reminder = await screen.findByTestId('verify-email-reminder');
      expect(reminder).toHaveTextContent(text);
      expect(reminder.querySelector('bdi[dir="ltr"]')).toHaveTextContent('sara@example.com');
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(view.store().getState().auth.popup).toMatchObject({
        isOpen: true,
        step: 'LoginWelcome',
        email: 'sara@example.com',
      });
    },
  );

  it('says nothing to a verified user or a guest', async () => {
    const views = [
      renderApp(<VerifyEmailReminder />, { user: { isEmailVerified: true } }),
      renderApp(<VerifyEmailReminder />, { user: null }),
    ];
    // The reminder shows only once the stored state is back: looked for after that, not after a pause.
    for (const view of views)
      await waitFor(() => expect(selectRehydrated(view.store().getState())).toBe(true));
    expect(screen.queryByTestId('verify-email-reminder')).not.toBeInTheDocument();
  });
});
