import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import CmsDocument, { cmsMetadata } from '@/features/static/CmsDocument';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return cmsMetadata('terms-and-conditions', locale, '/cms/terms-and-conditions', '/terms-and-conditions');
}

/** The terms as the popup and the footer open them in a new tab; canonical at /terms-and-conditions. */
export default async function CmsTermsRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CmsDocument slug="terms-and-conditions" locale={locale} />;
}
