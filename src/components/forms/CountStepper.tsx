'use client';

import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface CountStepperProps {
  /** The id of the name, which labels the count. */
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** The count as shown (in the page's digits). */
  value: ReactNode;
  removeLabel: string;
  addLabel: string;
  canRemove: boolean;
  canAdd: boolean;
  onRemove: () => void;
  onAdd: () => void;
}

type Side = 'remove' | 'add';

/**
 * A count with − and + buttons (travellers, a room's adults and children): the name and its hint,
 * then the buttons around the count, read out as it changes. A button at a limit is disabled; when
 * that happens to the button just pressed, focus moves to the other one, where the browser would
 * otherwise drop it to the page (<body>) and a keyboard or screen reader user would lose their place.
 */
export function CountStepper({
  id,
  label,
  hint,
  value,
  removeLabel,
  addLabel,
  canRemove,
  canAdd,
  onRemove,
  onAdd,
}: CountStepperProps) {
  const removeRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Side | null>(null);
  // Presses so far: each one says the name and the new count, in an element of its own (keyed).
  const [presses, setPresses] = useState(0);

  // After the render a press caused: the pressed button, now disabled, hands focus to its neighbour.
  useLayoutEffect(() => {
    const side = pressed.current;
    pressed.current = null;
    if (!side) return;
    const [own, other] =
      side === 'remove' ? [removeRef.current, addRef.current] : [addRef.current, removeRef.current];
    const active = document.activeElement;
    const focusLost = active === own || active === null || active === document.body;
    if (own?.disabled && focusLost && other && !other.disabled) other.focus();
  });

  // One of the two buttons; a press is noted for the effect above.
  const step = (
    side: Side,
    ref: RefObject<HTMLButtonElement | null>,
    name: string,
    enabled: boolean,
    act: () => void,
    sign: string,
  ) => (
    <button
      ref={ref}
      type="button"
      className="btn btn-outline-primary flight-travellers__step"
      aria-label={name}
      disabled={!enabled}
      onClick={() => {
        pressed.current = side;
        setPresses((count) => count + 1);
        act();
      }}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );

  return (
    <>
      <span className="flight-travellers__kind">
        <span id={id} className="flight-travellers__name">
          {label}
        </span>
        <span className="flight-travellers__hint">{hint}</span>
      </span>
      <span className="flight-travellers__stepper">
        {step('remove', removeRef, removeLabel, canRemove, onRemove, '−')}
        {/* Not live itself: a live count was read as the panel opened ("Children 0, Adults 1,
            Infants 0"), and Orca dropped a press whose new count was the text it last read from
            another count ("2" for adults after "2" for children): nothing was said. */}
        <output className="flight-travellers__count" aria-labelledby={id} aria-live="off">
          {value}
        </output>
        {step('add', addRef, addLabel, canAdd, onAdd, '+')}
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {presses > 0 && (
          <span key={presses}>
            {label} {value}
          </span>
        )}
      </span>
    </>
  );
}
