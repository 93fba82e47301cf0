'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * A destructive action behind a question: the first press asks (focus moves to the question's
 * "keep" answer), the second confirms. `label` names the action for its button.
 */
export function ConfirmButton({
  label,
  accessibleName,
  question,
  confirmLabel,
  busy,
  onConfirm,
  className = 'btn btn-outline-danger btn-sm',
}: {
  label: string;
  /** The button's name when `label` alone does not say what it acts on ("Delete" in a list). */
  accessibleName?: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  className?: string;
}) {
  const t = useTranslations('Account');
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={askRef}
        type="button"
        className={className}
        onClick={() => setAsking(true)}
        disabled={busy}
        aria-label={accessibleName}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="account-confirm" role="group" aria-label={question}>
      <span className="account-confirm__question">{question}</span>
      <button
        type="button"
        className="btn btn-danger btn-sm"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button
        ref={keepRef}
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={busy}
        onClick={() => setAsking(false)}
      >
        {t('keep')}
      </button>
    </div>
  );
}
