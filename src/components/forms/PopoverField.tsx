'use client';

import { useId, type ReactNode } from 'react';
import type { usePopover } from './usePopover';

/** What a lazily loaded popover panel shows while its code arrives (a `dynamic()` import's `loading`). */
export function PopoverLoading() {
  return <div className="flight-popover__loading" aria-hidden="true" />;
}

export interface PopoverFieldProps {
  /** The field's visible name ("Travellers", "Dates"). */
  label: ReactNode;
  /** The button's content: the value chosen so far. */
  value: ReactNode;
  /** The open panel's accessible name. */
  panelLabel: string;
  /** The field's own popover (the field opens, or closes, it from its panel too). */
  popover: ReturnType<typeof usePopover>;
  /**
   * The field's own class (a BEM block), beside the shared `flight-field`, on the wrapper; its
   * button takes `<block>__button` and its panel `<block>__popover`.
   */
  block: string;
  /** Further classes on the panel (a hotel's dates panel also takes the flight date's). */
  panelClassName?: string;
  error?: string;
  /** The panel's content, drawn only while it is open. */
  children: ReactNode;
}

/**
 * A search form's field that is a button opening a dialog popover (dates, travellers, rooms): the
 * label and the value name the button together, an error marks it invalid and describes it, and
 * the panel (Escape or a press outside closes it, see usePopover) sits under it. Flights and hotels
 * give only their value, their panel and their class block.
 */
export function PopoverField({
  label,
  value,
  panelLabel,
  popover,
  block,
  panelClassName,
  error,
  children,
}: PopoverFieldProps) {
  const id = useId();
  return (
    <div className={`flight-field ${block}`}>
      {/* Hidden from assistive technology because the button names itself with it ("Departure Sun,
          29 Nov 2026"): Orca read a visible labelling span once more before that name. */}
      <span id={`${id}-label`} className="flight-field__label" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        id={`${id}-value`}
        className={`form-control flight-field__control ${block}__button${error ? ' is-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        {...popover.triggerProps}
      >
        {value}
      </button>
      {popover.open && (
        <div
          {...popover.panelProps}
          className={`flight-popover ${panelClassName ? `${panelClassName} ` : ''}${block}__popover`}
          role="dialog"
          aria-label={panelLabel}
        >
          {children}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
