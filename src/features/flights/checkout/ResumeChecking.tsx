'use client';

import { useTranslations } from 'next-intl';

/** After a reload mid-booking: the page asks the API where the booking stands before going on. */
export function ResumeChecking({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useTranslations('Checkout');
  return (
    <section className="checkout-empty" aria-labelledby="checkout-resume-title" data-testid="checkout-resume">
      <h1 id="checkout-resume-title">{t('resume_checking_title')}</h1>
      {failed ? (
        <div role="alert">
          <p>{t('resume_failed')}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('resume_retry')}
          </button>
        </div>
      ) : (
        <div role="status" className="checkout-resume__status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          <span>{t('resume_checking_text')}</span>
        </div>
      )}
    </section>
  );
}
