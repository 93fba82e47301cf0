'use client';

import { useId } from 'react';

interface ChoiceSelectProps<T extends string> {
  /** The wrapper's classes. */
  className: string;
  label: string;
  labelClassName: string;
  selectClassName: string;
  /** The select's form name, when it is submitted with a form. */
  name?: string;
  value: T;
  /** The fixed choices, in their order. */
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  /** Called with one of `choices` only. */
  onChange: (choice: T) => void;
}

/** A labelled select of fixed choices (the cabin class, the hotel sort). */
export function ChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const { choices, choiceLabel, onChange } = props;
  const id = useId();
  return (
    <div className={props.className}>
      <label htmlFor={id} className={props.labelClassName}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className={props.selectClassName}
        value={props.value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
