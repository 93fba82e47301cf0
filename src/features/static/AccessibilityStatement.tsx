import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Ltr } from '@/components/text/Ltr';
import { getClubLookup } from '@/lib/club/server';
import { clubNameIn } from '@/lib/club/types';
import { formatUpdated } from './CmsDocument';
import type { ContactTopic } from './contactTopics';

/**
 * When this statement was last checked against the site. Change it with the statement's text: it
 * says what was tested, which must stay true (e2e/accessibility-audit.spec.ts is the audit,
 * e2e/keyboard-journeys.spec.ts the keyboard-only bookings; the Orca spot checks' transcripts are
 * kept by the team with the scripts that made them).
 */
export const STATEMENT_REVIEWED = '2026-11-29';

/** The contact form's subject for a reported barrier (`/contact-us?topic=accessibility`). */
const REPORT_BARRIER_TOPIC: ContactTopic = 'accessibility';

const TESTED = ['axe', 'keyboard', 'screen_reader', 'names'] as const;
const NOT_DONE = ['screen_readers', 'keyboard', 'zoom', 'users', 'audit'] as const;
const LIMITATIONS = ['pdfs', 'screen_reader', 'club_pages'] as const;

/**
 * The club's accessibility statement: the standard (WCAG 2.2 AA), what was tested and what was not,
 * known limitations, and how to report a barrier (the contact form with its subject preset). The
 * same text for every club, with the club's name and contact e-mail.
 */
export async function AccessibilityStatement({ locale }: { locale: string }) {
  const t = await getTranslations('Accessibility');
  const lookup = await getClubLookup();
  const config = lookup.status === 'found' ? lookup.config : null;
  const club = config ? clubNameIn(config, locale) : '';
  const email = config?.contact?.email;

  return (
    <div className="container-xxl static-page static-page--accessibility">
      <article className="static-page__article" aria-labelledby="accessibility-title">
        <header className="static-page__header">
          <h1 id="accessibility-title" className="static-page__title">
            {t('title')}
          </h1>
          <p className="static-page__updated">
            {t.rich('reviewed', {
              date: () => (
                <time dateTime={STATEMENT_REVIEWED}>{formatUpdated(STATEMENT_REVIEWED, locale)}</time>
              ),
            })}
          </p>
        </header>
        <div className="static-page__body cms-content">
          <p>{t('intro', { club })}</p>

          <h2>{t('conformance_title')}</h2>
          <p>{t('conformance')}</p>

          <h2>{t('tested_title')}</h2>
          <ul>
            {TESTED.map((key) => (
              <li key={key}>{t(`tested.${key}`)}</li>
            ))}
          </ul>

          <h2>{t('not_done_title')}</h2>
          <ul>
            {NOT_DONE.map((key) => (
              <li key={key}>{t(`not_done.${key}`)}</li>
            ))}
          </ul>

          <h2>{t('limitations_title')}</h2>
          <ul>
            {LIMITATIONS.map((key) => (
              <li key={key}>{t(`limitations.${key}`, { club })}</li>
            ))}
          </ul>

          <h2>{t('report_title')}</h2>
          <p>{t('report_text', { club })}</p>
          <p>
            <Link
              href={{ pathname: '/contact-us', query: { topic: REPORT_BARRIER_TOPIC } }}
              className="btn btn-primary"
            >
              {t('report_link')}
            </Link>
          </p>
          {email && (
            <p>
              {t.rich('report_email', {
                email: () => (
                  <a href={`mailto:${email}`}>
                    <Ltr>{email}</Ltr>
                  </a>
                ),
              })}
            </p>
          )}
        </div>
      </article>
    </div>
  );
}

export default AccessibilityStatement;
