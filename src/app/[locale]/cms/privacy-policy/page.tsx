import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import CmsDocument, { cmsMetadata } from '@/features/static/CmsDocument';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return cmsMetadata('privacy-policy', locale, '/cms/privacy-policy', '/privacy-policy');
}

/** The privacy policy as the popup and the footer open it in a new tab; canonical at /privacy-policy. */
export default async function CmsPrivacyRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CmsDocument slug="privacy-policy" locale={locale} />;
}
