import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { fakeApi } from '@tests/mocks/fakeApi';
import { PasswordResetPage } from './PasswordResetPage';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

describe('the reset password page', () => {
  it.each([
    ['en', 'Reset your password'],
    ['ar', 'إعادة تعيين كلمة المرور'],
  ] as const)('says its heading once (%s)', (locale, heading) => {
    renderApp(<PasswordResetPage page="reset" />, { api: fakeApi({}), locale });
    expect(screen.getAllByRole('heading', { name: heading })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('keeps the step heading under a different page heading (forgot password)', () => {
    renderApp(<PasswordResetPage page="forgot" />, { api: fakeApi({}) });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeInTheDocument();
  });
});
