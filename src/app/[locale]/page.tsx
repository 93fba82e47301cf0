import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import HomeHero from '@/features/home/HomeHero';
import { FlightSearchPanel } from '@/features/flights/search/FlightSearchPanel';
import { getClubLookup } from '@/lib/club/server';
import { toClubPublic } from '@/lib/club/types';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lookup = await getClubLookup();
  if (lookup.status !== 'found') notFound();
  return (
    <HomeHero club={toClubPublic(lookup.config)} locale={locale}>
      <FlightSearchPanel />
    </HomeHero>
  );
}
