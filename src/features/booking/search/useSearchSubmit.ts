'use client';

import { useRef, useState, type FormEvent } from 'react';

/**
 * A search form's submit, the same for every module: the day is read again (the page may have been
 * open since before midnight), the form shows its errors from the first submit on, and a form the
 * module's `send` finds invalid takes the visitor to its first error once the errors render.
 * `todayIso` is the module's (each reads the day in its own time zone); `submitting(send)` is the
 * form's submit handler, where `send` checks the values against that day and runs the search,
 * answering whether it ran.
 */
export function useSearchSubmit(initialToday: string | (() => string), todayIso: () => string) {
  const formRef = useRef<HTMLFormElement>(null);
  const [today, setToday] = useState(initialToday);
  const [submitted, setSubmitted] = useState(false);

  /** Today, read again and kept, for what starts a search. */
  const refreshToday = () => {
    const now = todayIso();
    setToday(now);
    return now;
  };

  const submitting = (send: (today: string) => boolean) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (send(refreshToday())) return;
    window.requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')?.focus(),
    );
  };

  return { formRef, today, refreshToday, submitted, submitting };
}
