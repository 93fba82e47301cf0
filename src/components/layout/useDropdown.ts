'use client';

import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useShellDispatch, useShellSelector } from '@/store/shellHooks';
import { closeDropdowns, openDropdown, selectOpenDropdown, type HeaderDropdown } from '@/store/uiSlice';

/** Whether a dropdown is open, and a way to open or close it. */
export interface DropdownState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * A header dropdown in the bar: its open state is the ui slice's one open dropdown, so opening it
 * closes the country, language, currency and profile dropdowns and the mobile menu.
 */
export function useHeaderDropdown(name: HeaderDropdown): DropdownState {
  const dispatch = useShellDispatch();
  const open = useShellSelector(selectOpenDropdown) === name;
  const setOpen = useCallback(
    (next: boolean) => dispatch(next ? openDropdown(name) : closeDropdowns()),
    [dispatch, name],
  );
  return { open, setOpen };
}

/** Sections inside the mobile menu: one open at a time, without closing the menu around them. */
export function useSectionDropdowns<K extends string>() {
  const [openSection, setOpenSection] = useState<K | null>(null);
  return useCallback(
    (key: K): DropdownState => ({
      open: openSection === key,
      setOpen: (next: boolean) =>
        setOpenSection((current) => (next ? key : current === key ? null : current)),
    }),
    [openSection],
  );
}

/**
 * What every dropdown does besides opening: a click outside closes it; Escape closes it and puts
 * focus back on its button; tabbing out of it closes it. Escape is handled on the dropdown itself
 * (and, for the bar's dropdowns, anywhere on the page) and goes no further, so a menu around the
 * dropdown (the mobile menu) stays open.
 */
export function useDropdownBehaviour(
  { open, setOpen }: DropdownState,
  { pageEscape }: { pageEscape: boolean },
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false);
      if (refocus) buttonRef.current?.focus();
    },
    [setOpen],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && pageEscape) close(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, pageEscape]);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      event.stopPropagation();
      close(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (open && next && !rootRef.current?.contains(next)) close(false);
    },
  };

  return { rootProps, buttonRef, close };
}

/** The focusable items of an open menu or panel. */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [role^="menuitem"]'),
  ).filter((el) => !el.hasAttribute('hidden') && el.getAttribute('aria-disabled') !== 'true');
}

/**
 * Arrow keys, Home and End move focus among a menu's items (wrapping around); answers true when
 * the key was one of them.
 */
export function moveFocusInMenu(container: HTMLElement, key: string): boolean {
  const items = focusables(container);
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % items.length;
  else if (key === 'ArrowUp')
    next = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}
