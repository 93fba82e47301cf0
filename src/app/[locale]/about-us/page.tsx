import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import CmsDocument, { cmsMetadata } from '@/features/static/CmsDocument';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return cmsMetadata('about-us', locale, '/about-us');
}

/** The club's about page (the header's About us link). */
export default async function AboutUsRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CmsDocument slug="about-us" locale={locale} />;
}
