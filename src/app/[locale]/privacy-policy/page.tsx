import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import CmsDocument, { cmsMetadata } from '@/features/static/CmsDocument';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return cmsMetadata('privacy-policy', locale, '/privacy-policy');
}

/** The club's privacy policy, as a page of the site (the same document as /cms/privacy-policy). */
export default async function PrivacyRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CmsDocument slug="privacy-policy" locale={locale} />;
}
