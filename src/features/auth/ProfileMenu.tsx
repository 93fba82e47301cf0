'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { DashboardItem, WalletBalanceItem } from '@/features/agent/AgentMenuItems';
import { useWalletRefresh } from '@/features/agent/useWalletBalance';
import { moveFocusInMenu, useDropdownBehaviour, useHeaderDropdown } from '@/components/layout/useDropdown';
import { Link } from '@/i18n/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser, type SessionUser } from '@/store/sessionSlice';
import { closeDropdowns, selectOpenDropdown } from '@/store/uiSlice';
import { isAgentType, isWorkingAgent } from '@/lib/session/user';
import { avatarColour, initialsOf } from './avatar';
import { useSessionActions } from './useSession';
import { Ltr } from '@/components/text/Ltr';

const NOT_A_DROPDOWN = { open: false, setOpen: () => undefined };

/**
 * By role (spec sections 2 and 6): agents, sub-agents and staff users see their wallet balance, My
 * account, Go to dashboard and Logout; customers see My account, My bookings and Logout (the
 * specification lists Logout for agents and staff; customers get it too, since they must be able
 * to end their session somewhere).
 */
function ProfileLinks({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const t = useTranslations('ProfileMenu');
  const { logout } = useSessionActions();
  const agent = isAgentType(user.userType);
  // An applicant (an agent not approved yet) has no wallet or panel: their application instead.
  const working = isWorkingAgent(user);
  return (
    <>
      {working && <WalletBalanceItem />}
      {agent && !working && (
        <li>
          <Link href="/agent-review" className="dropdown-item" onClick={onDone}>
            {t('my_application')}
          </Link>
        </li>
      )}
      <li>
        <Link href="/my-account" className="dropdown-item" onClick={onDone}>
          {t('my_account')}
        </Link>
      </li>
      {!agent && (
        <li>
          <Link href="/my-bookings" className="dropdown-item" onClick={onDone}>
            {t('my_bookings')}
          </Link>
        </li>
      )}
      {working && <DashboardItem onDone={onDone} />}
      <li>
        <button
          type="button"
          className="dropdown-item"
          onClick={() => {
            onDone();
            void logout(user.userType);
          }}
          data-testid="logout-button"
        >
          {t('logout')}
        </button>
      </li>
    </>
  );
}

/** The user's photo, or their initials on their colour. */
function Avatar({ user }: { user: SessionUser }) {
  return (
    <span className="profile-menu__avatar" style={{ backgroundColor: avatarColour(user) }} aria-hidden="true">
      {user.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by the club API from its own origin
        <img className="profile-menu__photo" src={user.image} alt="" width={36} height={36} />
      ) : (
        initialsOf(user)
      )}
    </span>
  );
}

/**
 * The compact header's sign of a session (below 1200px, where the bar holds only the logo and the
 * menu button): the user's avatar, a link to their account, named for who is signed in.
 */
function CompactAccountLink({ user, name }: { user: SessionUser; name: string }) {
  const t = useTranslations('ProfileMenu');
  return (
    <Link
      href="/my-account"
      className="profile-menu__compact"
      aria-label={t('signed_in_as', { name })}
      title={t('signed_in_as', { name })}
      data-testid="compact-account-link"
    >
      <Avatar user={user} />
    </Link>
  );
}

/**
 * The logged-in user's menu: a dropdown in the header bar, a plain list in the mobile menu, and the
 * avatar linking to the account in the compact bar.
 */
export function ProfileMenu({ variant }: { variant: 'bar' | 'mobile' | 'compact' }) {
  const t = useTranslations('ProfileMenu');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const profile = useHeaderDropdown('profile');
  // The mobile list is part of the mobile menu: only the bar's copy is the profile dropdown.
  const state = variant === 'bar' ? profile : NOT_A_DROPDOWN;
  const open = state.open;
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { rootProps, buttonRef } = useDropdownBehaviour(state, { pageEscape: variant === 'bar' });
  const refreshWallet = useWalletRefresh();
  const openDropdown = useAppSelector(selectOpenDropdown);
  const shown = variant !== 'compact' && openDropdown === (variant === 'bar' ? 'profile' : 'mobileMenu');

  // A fresh balance each time the menu is shown (a booking may have spent from the wallet).
  useEffect(() => {
    if (shown) void refreshWallet();
  }, [shown, refreshWallet]);

  if (!user) return null;
  const close = () => dispatch(closeDropdowns());
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  if (variant === 'compact') return <CompactAccountLink user={user} name={name} />;
  if (variant === 'mobile') {
    return (
      <ul className="profile-menu-mobile list-unstyled" aria-label={t('menu_label', { name })}>
        <ProfileLinks user={user} onDone={close} />
      </ul>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && listRef.current && moveFocusInMenu(listRef.current, event.key)) event.preventDefault();
    else rootProps.onKeyDown(event);
  };

  return (
    <div className="dropdown profile-menu" {...rootProps} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__toggle"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('menu_label', { name })}
        onClick={() => state.setOpen(!open)}
        data-testid="profile-menu-button"
        data-auth-return=""
      >
        <Avatar user={user} />
        <span className="profile-menu__name" aria-hidden="true">
          {user.firstName || <Ltr>{user.email}</Ltr>}
        </span>
      </button>
      <ul
        ref={listRef}
        id={`${id}-menu`}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        hidden={!open}
        data-testid="profile-menu"
      >
        <ProfileLinks user={user} onDone={close} />
      </ul>
    </div>
  );
}

export default ProfileMenu;
