'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useAuthFlow } from '../AuthFlowContext';

/** The step's heading (labels the dialog) and an optional line under it. */
export function StepHeader({ title, text }: { title: string; text?: ReactNode }) {
  const { titleId, pageTitle } = useAuthFlow();
  return (
    <div className="auth-step__header">
      {title !== pageTitle && (
        <h2 id={titleId} className="auth-step__title" tabIndex={-1}>
          {title}
        </h2>
      )}
      {text && <p className="auth-step__text">{text}</p>}
    </div>
  );
}

/** The email a later step is about, with a way back to where it was entered. */
export function EmailSummary({ email, onEdit }: { email: string; onEdit: () => void }) {
  const t = useTranslations('Auth');
  return (
    <p className="auth-step__email">
      <bdi dir="ltr" className="auth-step__email-value">
        {email}
      </bdi>
      <button
        type="button"
        className="btn btn-link auth-step__link"
        aria-label={t('edit_email_label', { email })}
        onClick={onEdit}
        data-testid="edit-email"
      >
        {t('edit_email')}
      </button>
    </p>
  );
}
