import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import ContactPage from '@/features/static/ContactPage';
import { pageMetadata } from '@/lib/seo/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return pageMetadata({ locale, path: '/contact-us', pageTitle: t('title'), descriptionKey: 'contact' });
}

/**
 * The contact-us page (the header's Contact us link and the home page's "Need help?" strip).
 * `?topic=` presets the subject from a known list (`contactTopics`), never from the address's text.
 */
export default async function ContactUsRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { topic } = await searchParams;
  return <ContactPage locale={locale} topic={typeof topic === 'string' ? topic : undefined} />;
}
