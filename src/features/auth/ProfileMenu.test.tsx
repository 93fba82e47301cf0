import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, userUpdated } from '@/store/sessionSlice';
import { renderApp } from '@tests/render';
import { fakeApi, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { USER_TYPE } from '@/lib/session/user';
import { ProfileMenu } from './ProfileMenu';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

function asUser(userType: number) {
  const api = fakeApi({
    'GET /auth/user/logout': ok(null, 200, 'Logged out'),
    'GET /agent/admin/logout': ok(null, 200, 'Agent logged out'),
    'GET /sub-agent/admin/logout': ok(null, 200, 'Sub-agent logged out'),
  });
  const view = renderApp(<ProfileMenu variant="bar" />, { api });
  act(() => {
    view.store().dispatch(
      loggedIn({
        id: 3,
        firstName: 'Sara',
        lastName: 'Khan',
        image: null,
        email: 's@k.co',
        language: 'en',
        currency: 'USD',
        userType,
      }),
    );
  });
  return view;
}

describe('ProfileMenu', () => {
  it('follows the profile at once: new initials, then the photo, then the initials again', () => {
    const view = asUser(USER_TYPE.REGISTERED);
    const toggle = screen.getByTestId('profile-menu-button');
    expect(toggle).toHaveTextContent('SK');
    act(() => void view.store().dispatch(userUpdated({ firstName: 'Layla', lastName: 'Haddad' })));
    expect(screen.getByRole('button', { name: 'Account menu of Layla Haddad' })).toHaveTextContent('LH');
    act(() => void view.store().dispatch(userUpdated({ image: 'http://api.test/assets/profile/a.jpg' })));
    expect(toggle.querySelector('img')).toHaveAttribute('src', 'http://api.test/assets/profile/a.jpg');
    expect(toggle).not.toHaveTextContent('LH');
    act(() => void view.store().dispatch(userUpdated({ image: null })));
    expect(toggle.querySelector('img')).toBeNull();
    expect(toggle).toHaveTextContent('LH');
  });

  it('shows a customer My account, My bookings and Logout', async () => {
    asUser(USER_TYPE.REGISTERED);
    const toggle = screen.getByRole('button', { name: 'Account menu of Sara Khan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    expect(within(menu).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it.each([
    [USER_TYPE.AGENT, '/agent/admin/logout'],
    [USER_TYPE.SUB_AGENT, '/sub-agent/admin/logout'],
    [USER_TYPE.STAFF_USER, '/agent/admin/logout'],
  ])('an agent-type user (%i) has no My bookings and logs out at %s', async (userType, path) => {
    const { api, store } = asUser(userType);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store().getState().session.isLoggedIn).toBe(false));
    expect(api.calls.map((c) => c.path).filter((p) => p.endsWith('/logout'))).toEqual([path]);
    // The session ends first; the page goes home once the logout call has answered.
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
  });
});
