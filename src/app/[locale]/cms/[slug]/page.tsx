import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import CmsDocument, { cmsMetadata } from '@/features/static/CmsDocument';
import { isDocumentSlug } from '@/features/static/cmsApi';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return cmsMetadata(isDocumentSlug(slug) ? slug : '', locale);
}

/**
 * `/cms/terms-and-conditions`, `/cms/privacy-policy` (opened in a new tab from the popup and the
 * footer) and any other document the club publishes; an unknown slug is the not-found page.
 */
export default async function CmsRoute({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  if (!isDocumentSlug(slug)) notFound();
  return <CmsDocument slug={slug} locale={locale} />;
}
