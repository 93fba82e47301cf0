'use client';

import type { ReactNode, Ref } from 'react';
import { ComboboxStatus } from '@/components/forms/ComboboxStatus';
import { useCombobox } from '@/components/forms/useCombobox';

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
 * An editable combobox with a list popup (WAI-ARIA 1.2, the keys and states of `useCombobox`): the
 * airport fields' one list of options.
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
  const combobox = useCombobox({
    options,
    text: value,
    onTextChange: onInputChange,
    onSelect,
    onFocus,
    error,
  });
  const { id, expanded, active } = combobox;

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
        {...combobox.input}
        placeholder={placeholder}
        value={value}
      />
      {/* tabIndex -1: Chrome makes a scrolled list a Tab stop of its own; Tab from the input would
          land there just as the input's blur hides the list, leaving focus on <body>. */}
      <ul
        id={combobox.listId}
        role="listbox"
        aria-label={label}
        className="flight-combobox__list"
        hidden={!expanded}
        tabIndex={-1}
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            {...combobox.option(index, option)}
            className={`flight-combobox__option${index === active ? ' is-active' : ''}`}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      <ComboboxStatus
        open={combobox.open}
        status={status}
        showStatus={combobox.open && options.length === 0}
        error={error}
        errorId={combobox.errorId}
      />
    </div>
  );
}
