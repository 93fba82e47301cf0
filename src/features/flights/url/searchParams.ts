import { MULTICITY_LEGS, type FlightSearch } from '../model';

/**
 * The search as URL parameters, in a fixed order (see docs/urls.md, "Flight search URL"):
 * one-way/round trip `type, from, to, depart[, return]`, multicity `type, from1, to1, depart1, …`,
 * then `adults, children, infants, cabin[, airline]`. A new search opens with the results' default view,
 * so no view parameter is written (the results page writes its own, `resultsView.ts`): the home page's
 * form then loads no results code with it.
 */
export function searchToParams(search: FlightSearch): URLSearchParams {
  const params = new URLSearchParams();
  params.set('type', search.tripType);
  if (search.tripType === 'multicity') {
    search.legs.slice(0, MULTICITY_LEGS).forEach((leg, i) => {
      params.set(`from${i + 1}`, leg.from);
      params.set(`to${i + 1}`, leg.to);
      params.set(`depart${i + 1}`, leg.date);
    });
  } else {
    const [outbound, inbound] = search.legs;
    params.set('from', outbound?.from ?? '');
    params.set('to', outbound?.to ?? '');
    params.set('depart', outbound?.date ?? '');
    if (search.tripType === 'roundtrip') params.set('return', inbound?.date ?? '');
  }
  params.set('adults', String(search.adults));
  params.set('children', String(search.children));
  params.set('infants', String(search.infants));
  params.set('cabin', search.cabin);
  if (search.airline) params.set('airline', search.airline);
  return params;
}

/** The results page's address (without the locale, for `@/i18n/navigation`). */
export function flightsHref(search: FlightSearch): string {
  return `/flights?${searchToParams(search).toString()}`;
}
