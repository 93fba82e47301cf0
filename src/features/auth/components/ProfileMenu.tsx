'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { PROFILE_COLOUR_KEY } from '@/lib/session/token';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser, type SessionUser } from '@/store/sessionSlice';
import { closeDropdowns, selectOpenDropdown, toggleDropdown } from '@/store/uiSlice';
import { isAgentType } from '../api';
import { profileColourFor } from '../session';
import { useSessionActions } from '../useSession';

function initialsOf(user: SessionUser): string {
  const letters = [user.firstName, user.lastName].map((part) => Array.from(part.trim())[0] ?? '').join('');
  return (letters || Array.from(user.email)[0] || '?').toLocaleUpperCase();
}

function avatarColour(user: SessionUser): string {
  const stored = window.localStorage.getItem(PROFILE_COLOUR_KEY);
  return stored && /^#[0-9a-f]{6}$/i.test(stored) ? stored : profileColourFor(user.id);
}

/**
 * My account; My bookings for customers only; Logout. The specification lists Logout for agents and
 * staff; customers get it too, since they must be able to end their session somewhere.
 */
function ProfileLinks({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const t = useTranslations('ProfileMenu');
  const { logout } = useSessionActions();
  return (
    <>
      <li>
        <Link href="/my-account" className="dropdown-item" onClick={onDone}>
          {t('my_account')}
        </Link>
      </li>
      {!isAgentType(user.userType) && (
        <li>
          <Link href="/my-bookings" className="dropdown-item" onClick={onDone}>
            {t('my_bookings')}
          </Link>
        </li>
      )}
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

/** The logged-in user's menu: a dropdown in the header bar, a plain list in the mobile menu. */
export function ProfileMenu({ variant }: { variant: 'bar' | 'mobile' }) {
  const t = useTranslations('ProfileMenu');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const open = useAppSelector(selectOpenDropdown) === 'profile';
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || variant !== 'bar') return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch(closeDropdowns());
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(closeDropdowns());
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, variant, dispatch]);

  if (!user) return null;
  const close = () => dispatch(closeDropdowns());
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  if (variant === 'mobile') {
    return (
      <ul className="profile-menu-mobile list-unstyled" aria-label={t('menu_label', { name })}>
        <ProfileLinks user={user} onDone={close} />
      </ul>
    );
  }

  return (
    <div className="dropdown profile-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="profile-menu__toggle"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('menu_label', { name })}
        onClick={() => dispatch(toggleDropdown('profile'))}
        data-testid="profile-menu-button"
      >
        <span
          className="profile-menu__avatar"
          style={{ backgroundColor: avatarColour(user) }}
          aria-hidden="true"
        >
          {initialsOf(user)}
        </span>
        <span className="profile-menu__name" aria-hidden="true">
          {user.firstName || user.email}
        </span>
      </button>
      <ul
        id={`${id}-menu`}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        hidden={!open}
      >
        <ProfileLinks user={user} onDone={close} />
      </ul>
    </div>
  );
}

export default ProfileMenu;
