import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/text/Ltr';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { getClubLookup } from '@/lib/club/server';
import { fetchCmsPage } from './cmsApi';
import { ContactForm } from './ContactForm';
import { CONTACT_TOPICS, isContactTopic } from './contactTopics';
import { sanitizeRichText } from './richText';

const pick = (text: { en: string; ar: string }, locale: string) =>
  (locale === 'ar' ? text.ar : text.en) || text.en || text.ar;

/**
 * The contact-us page: the club's introduction (its `contact-us` CMS page, when it has one), its
 * contact details from the configuration, and the form (its subject preset for a known `topic`).
 */
export async function ContactPage({ locale, topic }: { locale: string; topic?: string }) {
  const t = await getTranslations('Contact');
  const presetSubject = isContactTopic(topic) ? t(CONTACT_TOPICS[topic]) : '';
  const lookup = await getClubLookup();
  const config = lookup.status === 'found' ? lookup.config : null;
  // The introduction is optional: without it (or when the call fails) the details and form still show.
  const intro = config
    ? await fetchCmsPage(config.club_details.club_id, 'contact-us', locale).catch(() => null)
    : null;
  const introHtml = intro ? sanitizeRichText(intro.content, { locale }).html : '';
  const contact = config?.contact;
  const address = contact ? pick(contact.address, locale) : '';
  const hours = contact ? pick(contact.opening_hours, locale) : '';

  return (
    <div className="container-xxl static-page static-page--contact-us">
      <header className="static-page__header">
        <h1 className="static-page__title">{intro?.title ?? t('title')}</h1>
        {introHtml && (
          <div className="static-page__intro cms-content" dangerouslySetInnerHTML={{ __html: introHtml }} />
        )}
      </header>
      <div className="contact-layout">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="contact-details__title">
            {t('details_title')}
          </h2>
          <dl className="contact-details__list">
            {contact?.email && (
              <div className="contact-details__item">
                <dt>{t('details_email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>
                    <Ltr>{contact.email}</Ltr>
                  </a>
                </dd>
              </div>
            )}
            {contact?.phone && (
              <div className="contact-details__item">
                <dt>{t('details_phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                    <Ltr>{contact.phone}</Ltr>
                  </a>
                </dd>
              </div>
            )}
            {address && (
              <div className="contact-details__item">
                <dt>{t('details_address')}</dt>
                <dd>
                  <address className="mb-0">{address}</address>
                </dd>
              </div>
            )}
            {hours && (
              <div className="contact-details__item">
                <dt>{t('details_hours')}</dt>
                <dd>{hours}</dd>
              </div>
            )}
          </dl>
        </section>
        <section className="contact-form-card">
          <PageMessages namespaces={PAGE_NAMESPACES.contact}>
            <ContactForm subject={presetSubject} />
          </PageMessages>
        </section>
      </div>
    </div>
  );
}

export default ContactPage;
