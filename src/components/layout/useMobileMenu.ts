'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useShellDispatch, useShellSelector, useShellStore } from '@/store/shellHooks';
import { closeDropdowns, selectOpenDropdown, toggleDropdown } from '@/store/uiSlice';

/** The mobile menu opens at once and becomes active (visible, clickable) after this delay. */
export const MOBILE_MENU_DELAY_MS = 500;

/**
 * The compact header's menu. Its open state is the ui slice's `mobileMenu` dropdown, so opening it
 * closes the other header dropdowns. Escape closes it and returns focus to its button; a click
 * outside or a route change closes it.
 */
export function useMobileMenu() {
  const dispatch = useShellDispatch();
  const store = useShellStore();
  const pathname = usePathname();
  const open = useShellSelector(selectOpenDropdown) === 'mobileMenu';
  const [activated, setActivated] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setActivated(true), MOBILE_MENU_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setActivated(false);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(closeDropdowns());
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node | null;
      if (target && (menuRef.current?.contains(target) || buttonRef.current?.contains(target))) return;
      dispatch(closeDropdowns());
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, dispatch]);

  useEffect(() => {
    if (selectOpenDropdown(store.getState()) === 'mobileMenu') dispatch(closeDropdowns());
  }, [pathname, store, dispatch]);

  const toggle = useCallback(() => dispatch(toggleDropdown('mobileMenu')), [dispatch]);
  const close = useCallback(() => dispatch(closeDropdowns()), [dispatch]);

  return { open, active: open && activated, toggle, close, buttonRef, menuRef };
}
