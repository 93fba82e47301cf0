import { isIsoDate, lastSearchableDay } from '../dates';
import { isCabin, isTripType, MULTICITY_LEGS } from '../model';
import type { SearchDraft } from '../search/searchFormModel';
import { PASSENGER_KINDS, travellerProblems, type Travellers } from '../search/travellers';
import { AIRLINE, AIRPORT, COUNT, type SearchUrlContext } from './validateSearchUrl';

/**
 * What an invalid flight search URL got right, so the Invalid URL page can show the search form
 * filled with it and the visitor fixes the rest in one step. Read leniently (first value of a
 * repeated name, unknown names ignored); every part that breaks a rule of `validateSearchUrl` is
 * left out (null). Pure, with the same context as the validation.
 */
export function searchDraftFromUrl(params: URLSearchParams, context: SearchUrlContext): SearchDraft {
  const value = (name: string) => params.get(name) ?? '';
  const type = value('type');
  const tripType = isTripType(type) ? type : 'oneway';
  const last = lastSearchableDay(context.today);
  const dateIn = (raw: string, after: string | null, strictlyAfter = false) =>
    isIsoDate(raw) &&
    raw >= context.today &&
    raw <= last &&
    (after === null || (strictlyAfter ? raw > after : raw >= after))
      ? raw
      : null;
  const airport = (raw: string) => {
    const code = raw.toUpperCase();
    return AIRPORT.test(raw) && context.isKnownAirport(code) ? code : null;
  };

  const suffixes =
    tripType === 'multicity' ? Array.from({ length: MULTICITY_LEGS }, (_, i) => String(i + 1)) : [''];
  const legs: SearchDraft['legs'] = [];
  let previousDate: string | null = null;
  for (const suffix of suffixes) {
    const from = airport(value(`from${suffix}`));
    const to = airport(value(`to${suffix}`));
    const date = dateIn(value(`depart${suffix}`), previousDate);
    legs.push({ from, to: to === from ? null : to, date });
    previousDate = date ?? previousDate;
  }
  const departure = legs[0]?.date ?? null;
  const returnDate = tripType === 'roundtrip' ? dateIn(value('return'), departure, true) : null;

  const counts = PASSENGER_KINDS.map((kind) => value(kind));
  let travellers: Travellers | null = null;
  if (counts.every((raw) => COUNT.test(raw))) {
    const [adults = 0, children = 0, infants = 0] = counts.map(Number);
    const candidate = { adults, children, infants };
    travellers = travellerProblems(candidate).length === 0 ? candidate : null;
  }

  const cabin = value('cabin');
  const airlineRaw = value('airline');
  const airline =
    AIRLINE.test(airlineRaw) && context.isKnownAirline(airlineRaw.toUpperCase()) !== false
      ? airlineRaw.toUpperCase()
      : null;

  return { tripType, legs, returnDate, travellers, cabin: isCabin(cabin) ? cabin : null, airline };
}
