import { dataOf } from '../client';
import { check } from '../check';
import { SPEC_FORMS, STEP_NOTE } from './forms';
import { dayAfter, type JourneyContext } from './context';

/**
 * What every page needs (the configuration for the host, the airport blacklist, the airline list,
 * the currency) and the searches: a flight search polled to completion and one offer confirmed, and
 * a hotel search from a destination to one hotel's rooms.
 */

const POLL_EVERY_MS = 500;
const POLL_FOR_MS = 90_000;

export async function configuration(context: JourneyContext): Promise<boolean> {
  const { findings } = context;
  const checked = await check(
    context,
    'GET /whitelabel/config',
    { method: 'GET', path: `/whitelabel/config?domain=${encodeURIComponent(context.clubHost)}` },
    { statuses: [200], specForm: SPEC_FORMS.config, specNote: STEP_NOTE.specShape },
  );
  const config = dataOf<Record<string, unknown>>(checked.answer);
  const clubId = (config?.club_details as { club_id?: unknown } | undefined)?.club_id;
  if (!checked.ok || clubId === undefined || clubId === null) {
    const why = checked.ok
      ? `no club for the host ${context.clubHost} (data: null)`
      : `answered ${checked.answer.status}`;
    findings.step('config', 'fail', why);
    return false;
  }
  context.client.clubId = String(clubId);
  context.state.config = config!;
  findings.step('config', 'pass', checked.specOnly ? STEP_NOTE.specShape : '', checked.specOnly);
  return true;
}

/** The extensions the site does without: the captcha challenge and the country list. */
export async function optionalExtensions(context: JourneyContext): Promise<void> {
  const { findings } = context;
  const captcha = await check(
    context,
    'POST /auth/captcha/challenge',
    { method: 'POST', path: '/auth/captcha/challenge', body: {}, bare: true },
    { statuses: [200] },
  );
  context.state.captcha = captcha.ok;
  findings.step(
    'captcha',
    captcha.ok ? 'pass' : captcha.missing ? 'missing' : 'fail',
    captcha.ok ? 'ALTCHA challenge served' : '',
  );

  const countries = await check(
    context,
    'GET /common/country/list',
    { method: 'GET', path: '/common/country/list' },
    { statuses: [200] },
  );
  findings.step('countries', countries.ok ? 'pass' : countries.missing ? 'missing' : 'fail');
}

export async function lists(context: JourneyContext): Promise<void> {
  const { findings } = context;
  const blacklist = await check(
    context,
    'GET /flight/blacklist',
    { method: 'GET', path: '/flight/blacklist' },
    {
      statuses: [200],
      specForm: SPEC_FORMS.blacklist,
      specNote: 'airport codes as strings: the site reads strings or {airportCode}',
    },
  );
  const entries = dataOf<unknown[]>(blacklist.answer);
  context.state.blacklist = (Array.isArray(entries) ? entries : []).map((entry) =>
    String(
      typeof entry === 'string' ? entry : (entry as { airportCode?: unknown }).airportCode,
    ).toUpperCase(),
  );
  findings.step(
    'blacklist',
    blacklist.ok ? 'pass' : blacklist.missing ? 'missing' : 'fail',
    blacklist.specOnly ? 'codes as strings' : '',
    blacklist.specOnly,
  );

  const airlines = await check(
    context,
    'GET /flight/airline/list',
    { method: 'GET', path: '/flight/airline/list' },
    {
      statuses: [200],
      specForm: SPEC_FORMS.airlines,
    },
  );
  findings.step('airlines', airlines.ok ? 'pass' : airlines.missing ? 'missing' : 'fail');

  const code = String(context.state.config?.default_currency ?? 'USD').toUpperCase();
  const currency = await check(
    context,
    'GET /currency/flight/currency-code/{code}',
    { method: 'GET', path: `/currency/flight/currency-code/${encodeURIComponent(code)}` },
    { statuses: [200], specForm: SPEC_FORMS.currency },
  );
  findings.step('currency', currency.ok ? 'pass' : currency.missing ? 'missing' : 'fail', code);
}

/** Routes to try, in order, skipping any with a blacklisted airport. */
const ROUTES = [
  ['DXB', 'LHR'],
  ['JFK', 'LHR'],
  ['CAI', 'JED'],
  ['SIN', 'SYD'],
];

interface Poll<T> {
  complete: boolean;
  nextOffset: number;
  items: T[];
}

async function pollUntilComplete<T>(
  context: JourneyContext,
  key: string,
  path: string,
  body: (offset: number) => unknown,
  read: (data: Record<string, unknown>) => Poll<T>,
): Promise<{ items: T[]; polls: number; complete: boolean; failed: boolean }> {
  const items: T[] = [];
  let offset = 0;
  const started = Date.now();
  for (let polls = 1; ; polls++) {
    const checked = await check(
      context,
      key,
      { method: 'POST', path, body: body(offset) },
      { statuses: [200] },
    );
    if (!checked.ok) return { items, polls, complete: false, failed: true };
    const poll = read(dataOf<Record<string, unknown>>(checked.answer) ?? {});
    items.push(...poll.items);
    offset = poll.nextOffset;
    if (poll.complete) return { items, polls, complete: true, failed: false };
    if (Date.now() - started > POLL_FOR_MS) return { items, polls, complete: false, failed: false };
    await context.wait(POLL_EVERY_MS);
  }
}

export async function flightSearch(context: JourneyContext): Promise<void> {
  const { findings } = context;
  const route =
    ROUTES.find((pair) => pair.every((code) => !context.state.blacklist.includes(code))) ?? ROUTES[0]!;
  const started = await check(
    context,
    'POST /flight/start-routing',
    {
      method: 'POST',
      path: '/flight/start-routing',
      body: {
        tripType: 'Oneway',
        legs: [{ origin: route[0], destination: route[1], date: dayAfter(context.now(), 30) }],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 1,
        airline: null,
      },
    },
    { statuses: [201, 200] },
  );
  const routingId = (dataOf<{ routingId?: string }>(started.answer) ?? {}).routingId;
  if (!started.ok || !routingId) {
    findings.step(
      'flight.search',
      'fail',
      started.missing ? 'start-routing is missing' : `start-routing answered ${started.answer.status}`,
    );
    findings.step('flight.revalidate', 'skipped', 'no search');
    return;
  }
  const result = await pollUntilComplete<{ offerId: string }>(
    context,
    'POST /flight/check-routing',
    '/flight/check-routing',
    (offset) => ({ routingId, offset }),
    (data) => ({
      complete: data.complete === true,
      nextOffset: Number(data.nextOffset ?? 0),
      items: Array.isArray(data.offers) ? (data.offers as { offerId: string }[]) : [],
    }),
  );
  const summary = `${route.join('-')}: ${result.items.length} offers in ${result.polls} polls`;
  if (result.failed || !result.complete || result.items.length === 0) {
    findings.step(
      'flight.search',
      'fail',
      result.failed ? `check-routing failed (${summary})` : `never complete or empty (${summary})`,
    );
    findings.step('flight.revalidate', 'skipped', 'no offer');
    return;
  }
  findings.step('flight.search', 'pass', summary);
  const confirmed = await check(
    context,
    'POST /flight/revalidate',
    { method: 'POST', path: '/flight/revalidate', body: { routingId, offerId: result.items[0]!.offerId } },
    { statuses: [200] },
  );
  const status = (dataOf<{ status?: string }>(confirmed.answer) ?? {}).status;
  findings.step(
    'flight.revalidate',
    confirmed.ok ? 'pass' : 'fail',
    confirmed.ok ? `offer ${status}` : `revalidate answered ${confirmed.answer.status}`,
  );
}

export async function hotelSearch(context: JourneyContext): Promise<void> {
  const { findings } = context;
  const fail = (note: string) => findings.step('hotel.search', 'fail', note);
  const found = await check(
    context,
    'GET /hotel/destinations',
    { method: 'GET', path: '/hotel/destinations?q=Dubai' },
    { statuses: [200] },
  );
  if (!found.ok)
    return fail(found.missing ? 'destinations is missing' : `destinations answered ${found.answer.status}`);
  const cities = (dataOf<{ cities?: { id: number; countryId: string }[] }>(found.answer) ?? {}).cities ?? [];
  const city = cities[0];
  if (!city) return fail('no destination found for "Dubai"');
  const stay = { checkIn: dayAfter(context.now(), 30), checkOut: dayAfter(context.now(), 33) };
  const rooms = [{ adults: 2, childAges: [] }];
  const started = await check(
    context,
    'POST /hotel/search',
    {
      method: 'POST',
      path: '/hotel/search',
      body: { searchType: 'CITY', destinationId: city.id, countryId: city.countryId, ...stay, rooms },
    },
    { statuses: [201, 200] },
  );
  const searchId = (dataOf<{ searchId?: string }>(started.answer) ?? {}).searchId;
  if (!started.ok || !searchId)
    return fail(started.missing ? 'search is missing' : `search answered ${started.answer.status}`);
  const result = await pollUntilComplete<{ hotelId: number }>(
    context,
    'POST /hotel/search/results',
    '/hotel/search/results',
    (offset) => ({ searchId, offset }),
    (data) => ({
      complete: data.complete === true,
      nextOffset: Number(data.nextOffset ?? 0),
      items: Array.isArray(data.hotels) ? (data.hotels as { hotelId: number }[]) : [],
    }),
  );
  if (result.failed || result.items.length === 0) return fail(`results: ${result.items.length} hotels`);
  const details = await check(
    context,
    'POST /hotel/details',
    { method: 'POST', path: '/hotel/details', body: { hotelId: result.items[0]!.hotelId, ...stay, rooms } },
    { statuses: [200] },
  );
  findings.step(
    'hotel.search',
    details.ok ? 'pass' : 'fail',
    details.ok
      ? `${result.items.length} hotels in ${result.polls} polls, details of one`
      : `details answered ${details.answer.status}`,
  );
}
