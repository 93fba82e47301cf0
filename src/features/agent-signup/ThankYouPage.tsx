'use client';

import { useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { Link } from '@/i18n/navigation';

/** /agent-login/thank-you: the application is in; what happens next. */
export function ThankYouPage() {
  const t = useTranslations('AgentSignup');
  const club = useClub();
  return (
    <section className="agent-page" aria-labelledby="agent-thanks-title">
      <div className="agent-page__card">
        <h1 id="agent-thanks-title" className="auth-page__title">
          {t('thanks_title')}
        </h1>
        <p>{t('thanks_text', { club: club.name })}</p>
        <ol className="agent-thanks__next">
          <li>{t('thanks_next_review')}</li>
          <li>{t('thanks_next_mail')}</li>
          <li>{t('thanks_next_sign_in')}</li>
        </ol>
        <Link href="/agent-review" className="btn btn-primary">
          {t('thanks_status')}
        </Link>
      </div>
    </section>
  );
}

export default ThankYouPage;
