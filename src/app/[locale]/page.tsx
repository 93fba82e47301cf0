import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import HomeHero from '@/features/home/HomeHero';
import { FlightSearchPanel } from '@/features/flights/search/FlightSearchPanel';
import { HotelSearchPanel } from '@/features/hotels/search/HotelSearchPanel';
import { HomeSearchTabs } from '@/features/home/HomeSearchTabs';
import { getClubLookup, getSiteType } from '@/lib/club/server';
import { toClubPublic } from '@/lib/club/types';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

/** The club's own title and description: the home page is the site. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: '/' });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') notFound();
  const siteType = await getSiteType();
  return (
    <HomeHero club={toClubPublic(lookup.config, locale)} locale={locale} siteType={siteType}>
      <HomeSearchTabs flights={<FlightSearchPanel />} hotels={<HotelSearchPanel />} />
    </HomeHero>
  );
}
