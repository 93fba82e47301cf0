'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * Copies `value` (a booking reference, a record locator, an e-ticket number) to the clipboard. Its
 * accessible name says what it copies; after a copy it says so for a moment, also to screen readers.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('copy');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary copy-button"
        aria-label={t('copy_label', { what: label })}
        onClick={() => void copy()}
      >
        {state === 'copied' ? t('copied') : t('copy')}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? t('copied_label', { what: label }) : state === 'failed' ? t('failed') : ''}
      </span>
    </>
  );
}
