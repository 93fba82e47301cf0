import { CITIES, type City } from './cities';
import { hotelsOf } from './hotels';
import type { Hotel } from './types';

/**
 * Matching what a visitor types against English and Arabic names: case, accents and Arabic
 * spelling variants (hamza on alif, taa marbuta, alif maqsura, tatweel, diacritics) do not matter.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 0 the name starts with the query, 1 a word does, 2 it is inside; null no match. */
function matchRank(name: string, query: string): number | null {
  if (name.startsWith(query)) return 0;
  if (name.split(' ').some((word) => word.startsWith(query) || word.replace(/^ال/, '').startsWith(query)))
    return 1;
  return name.includes(query) ? 2 : null;
}

function bestRank(names: { en: string; ar: string }, query: string): number | null {
  const ranks = [matchRank(foldName(names.en), query), matchRank(foldName(names.ar), query)].filter(
    (rank): rank is number => rank !== null,
  );
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

interface Folded {
  hotel: Hotel;
  en: string;
  ar: string;
}

let foldedHotels: Folded[] | null = null;

/** Every hotel's folded names, built once (a pure cache of the generated inventory). */
function allFoldedHotels(): Folded[] {
  foldedHotels ??= CITIES.flatMap((city) =>
    hotelsOf(city).map((hotel) => ({ hotel, en: foldName(hotel.name.en), ar: foldName(hotel.name.ar) })),
  );
  return foldedHotels;
}

export function matchDestinations(q: string, limit = 8): { cities: City[]; hotels: Hotel[] } {
  const query = foldName(q);
  if (!query) return { cities: [], hotels: [] };
  const cities = CITIES.flatMap((city) => {
    const rank = bestRank(city.name, query);
    return rank === null ? [] : [{ city, rank }];
  })
    .sort((a, b) => a.rank - b.rank || b.city.hotels - a.city.hotels)
    .slice(0, limit)
    .map(({ city }) => city);
  const hotels: { hotel: Hotel; rank: number }[] = [];
  for (const entry of allFoldedHotels()) {
    const ranks = [matchRank(entry.en, query), matchRank(entry.ar, query)].filter(
      (rank): rank is number => rank !== null,
    );
    if (ranks.length > 0) hotels.push({ hotel: entry.hotel, rank: Math.min(...ranks) });
  }
  hotels.sort(
    (a, b) => a.rank - b.rank || b.hotel.popularity - a.hotel.popularity || a.hotel.id - b.hotel.id,
  );
  return { cities, hotels: hotels.slice(0, limit).map(({ hotel }) => hotel) };
}
