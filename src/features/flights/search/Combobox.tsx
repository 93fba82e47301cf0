'use client';

import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { ComboboxStatus } from '@/components/forms/ComboboxStatus';

export interface ComboboxProps<T> {
  label: string;
  value: string;
  onInputChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Called when the field gets focus (load the options then). */
  onFocus?: () => void;
  placeholder?: string;
  /** Read to screen readers and shown in the list: loading, no match, how many results. */
  status?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  name?: string;
}

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2): Down/Up move through the options (and
 * open the list), Enter picks the highlighted one, Escape closes the list (a second Escape clears
 * the text). Focus stays in the input; the highlighted option is named by aria-activedescendant.
 */
export function Combobox<T>({
  label,
  value,
  onInputChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  onFocus,
  placeholder,
  status,
  error,
  inputRef,
  className,
  name,
}: ComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
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
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onInputChange('');
        }
        return;
    }
  };

  return (
    <div className={`flight-combobox ${className ?? ''}`}>
      <label htmlFor={id} className="flight-field__label">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type="text"
        className={`form-control flight-field__control${error ? ' is-invalid' : ''}`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onFocus={() => {
          onFocus?.();
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {/* tabIndex -1: Chrome makes a scrolled list a Tab stop of its own; Tab from the input would
          land there just as the input's blur hides the list, leaving focus on <body>. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="flight-combobox__list"
        hidden={!expanded}
        tabIndex={-1}
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`flight-combobox__option${index === active ? ' is-active' : ''}`}
            // Keep focus in the input: the click picks the option without a blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      <ComboboxStatus
        open={open}
        status={status}
        showStatus={open && options.length === 0}
        error={error}
        errorId={errorId}
      />
    </div>
  );
}
