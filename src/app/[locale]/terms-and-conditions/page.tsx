import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import CmsDocument, { cmsMetadata } from '@/features/static/CmsDocument';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return cmsMetadata('terms-and-conditions', locale, '/terms-and-conditions');
}

/** The club's terms, as a page of the site (the same document as /cms/terms-and-conditions). */
export default async function TermsRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CmsDocument slug="terms-and-conditions" locale={locale} />;
}
