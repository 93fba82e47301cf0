'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveFocusInMenu, useDropdownBehaviour, type DropdownState } from '@/components/layout/useDropdown';

export interface MenuOption {
  value: string;
  /** What the option shows; its text is also what typing a letter jumps to. */
  content: ReactNode;
  /** The option's own language (a language's name in that language). */
  lang?: string;
}

export interface OptionMenuProps {
  state: DropdownState;
  variant: 'bar' | 'mobile';
  /** The button's accessible name, naming the current choice ("Language: English"). */
  buttonLabel: string;
  buttonContent: ReactNode;
  menuLabel: string;
  options: readonly MenuOption[];
  selected: string;
  onSelect: (value: string) => void;
  /** While true the menu does not open (a change is being saved). */
  busy?: boolean;
  className: string;
  testId: string;
}

const Chevron = () => (
  <svg
    className="pref-dropdown__chevron"
    aria-hidden="true"
    focusable="false"
    width="12"
    height="12"
    viewBox="0 0 12 12"
  >
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * A menu button (WAI-ARIA menu button pattern) whose items are radio choices: the language and
 * currency dropdowns. Opening focuses the chosen item; the arrow keys, Home and End move, a letter
 * jumps to the next item starting with it, Enter or Space chooses, Escape closes and returns focus
 * to the button, Tab closes and moves on.
 */
export function OptionMenu({
  state,
  variant,
  buttonLabel,
  buttonContent,
  menuLabel,
  options,
  selected,
  onSelect,
  busy = false,
  className,
  testId,
}: OptionMenuProps) {
  const id = useId();
  const menuId = `${id}-menu`;
  const menuRef = useRef<HTMLUListElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState<'selected' | 'last'>('selected');
  const { rootProps, buttonRef, close } = useDropdownBehaviour(state, { pageEscape: variant === 'bar' });
  const open = state.open && !busy;

  useEffect(() => {
    if (!open || !menuRef.current) return;
    const items = Array.from(menuRef.current.querySelectorAll<HTMLElement>('[role="menuitemradio"]'));
    const target =
      focusOnOpen === 'last'
        ? items[items.length - 1]
        : (items.find((i) => i.getAttribute('aria-checked') === 'true') ?? items[0]);
    target?.focus();
  }, [open, focusOnOpen]);

  const show = (where: 'selected' | 'last') => {
    if (busy) return;
    setFocusOnOpen(where);
    state.setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'selected');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!menuRef.current) return;
    if (moveFocusInMenu(menuRef.current, event.key)) {
      event.preventDefault();
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const items = Array.from(menuRef.current.querySelectorAll<HTMLElement>('[role="menuitemradio"]'));
      const from = items.indexOf(document.activeElement as HTMLElement);
      const letter = event.key.toLocaleLowerCase();
      const ordered = [...items.slice(from + 1), ...items.slice(0, from + 1)];
      ordered.find((item) => (item.textContent ?? '').trim().toLocaleLowerCase().startsWith(letter))?.focus();
    }
  };

  return (
    <div className={`pref-dropdown pref-dropdown--${variant} ${className}`} {...rootProps}>
      <button
        ref={buttonRef}
        type="button"
        className="pref-dropdown__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => (open ? close(false) : show('selected'))}
        onKeyDown={onButtonKeyDown}
        data-testid={`${testId}-button`}
      >
        {buttonContent}
        <Chevron />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          className="pref-dropdown__menu"
          role="menu"
          aria-label={menuLabel}
          onKeyDown={onMenuKeyDown}
          data-testid={`${testId}-menu`}
        >
          {options.map((option) => (
            <li key={option.value} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option.value === selected}
                tabIndex={-1}
                lang={option.lang}
                className="pref-dropdown__item"
                onClick={() => {
                  close(true);
                  if (option.value !== selected) onSelect(option.value);
                }}
                data-testid={`${testId}-option-${option.value}`}
              >
                {option.content}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default OptionMenu;
