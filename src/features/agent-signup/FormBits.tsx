'use client';

import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { useAppDispatch } from '@/store/hooks';
import { draftSaved } from './draftSlice';

/** Keeps the sign-up draft up to date with a step's form as it is typed in (never its password). */
export function DraftSync() {
  const { values } = useFormikContext<Record<string, unknown>>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(draftSaved(values));
  }, [values, dispatch]);
  return null;
}

/** Back (to the previous step) and the step's submit button. */
export function StepButtons({
  busy,
  onBack,
  submitLabel,
}: {
  busy: boolean;
  onBack?: () => void;
  submitLabel?: string;
}) {
  const t = useTranslations('AgentSignup');
  return (
    <div className="agent-apply__buttons">
      {onBack && (
        <button type="button" className="btn btn-outline-secondary" onClick={onBack} disabled={busy}>
          {t('back')}
        </button>
      )}
      <button type="submit" className="btn btn-primary agent-apply__next" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel ?? t('continue')}
      </button>
    </div>
  );
}

/** An upload's progress, announced as it goes. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="agent-upload-progress">
      <span className="agent-upload-progress__label">{label}</span>
      <progress className="agent-upload-progress__bar" max={100} value={percent} aria-label={label} />
    </div>
  );
}
