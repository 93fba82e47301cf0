'use client';

import { useId, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';

export interface ComboboxOptions<T> {
  /** The options listed now, in the order Down/Up go through them. */
  options: readonly T[];
  /** The input's text (a second Escape clears it). */
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (option: T) => void;
  /** Called when the field gets focus (load the options then). */
  onFocus?: () => void;
  error?: string;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2), as the airport and destination fields are:
 * Down/Up move through the options (and open the list), Enter picks the highlighted one, Escape
 * closes the list (a second Escape clears the text). Focus stays in the input; the highlighted
 * option is named by aria-activedescendant. The field draws its own label, list and options with
 * `input` and `option(index, item)`, and marks the highlighted one (`active`).
 */
export function useCombobox<T>({
  options,
  text,
  onTextChange,
  onSelect,
  onFocus,
  error,
}: ComboboxOptions<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: T) => {
    onSelect(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        const option = options[active];
        if (expanded && option) {
          event.preventDefault();
          pick(option);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          onTextChange('');
        }
        return;
    }
  };

  return {
    id,
    listId,
    errorId,
    open,
    expanded,
    /** The highlighted option's index (-1: none). */
    active,
    /** The input's combobox attributes and handlers (its id, class, name and value are the field's). */
    input: {
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      autoComplete: 'off',
      spellCheck: false,
      onFocus: () => {
        onFocus?.();
        setOpen(true);
      },
      onBlur: close,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onTextChange(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
    } as const,
    /** An option's attributes and handlers: the click picks it without a blur first. */
    option: (index: number, item: T) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      onMouseDown: keepFocus,
      onClick: () => pick(item),
    }),
  };
}
