import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import AccessibilityStatement from '@/features/static/AccessibilityStatement';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  return pageMetadata({
    locale,
    path: '/accessibility',
    pageTitle: t('title'),
    description: t('description'),
  });
}

/** The club's accessibility statement (the footer's Accessibility link). */
export default async function AccessibilityRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AccessibilityStatement locale={locale} />;
}
