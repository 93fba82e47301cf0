import { CARRIERS, HUBS, type Carrier } from './carriers';
import { distanceKm } from './geo';
import { MIN_SECTOR_KM, fliesNonstop, maxDetour } from './network';
import { MINUTES_PER_DAY, flightsOn, sectorOf, type Flight, type Sector } from './schedule';
import type { Airport, AirportDirectory, Cabin } from './types';

export const MIN_LAYOVER_MINUTES = 55;
export const MAX_LAYOVER_MINUTES = 360;

/** One way to fly one leg: dated flights and the airline that sells it. */
export interface LegOption {
  carrier: Carrier;
  flights: Flight[];
  depUtc: number;
  arrUtc: number;
  durationMinutes: number;
  flownKm: number;
  /** Flight numbers and departure times: identifies the itinerary in offer ids. */
  key: string;
}

export interface LegContext {
  from: Airport;
  to: Airport;
  /** The leg's date at the origin, as days since 1970. */
  localDay: number;
  cabin: Cabin;
  airline: string | null;
  excluded: ReadonlySet<string>;
  airports: AirportDirectory;
}

type Path = Sector[];

function usableHub(code: string, ctx: LegContext): Airport | undefined {
  if (code === ctx.from.code || code === ctx.to.code || ctx.excluded.has(code)) return undefined;
  return ctx.airports.find(code);
}

const pathKm = (stops: Airport[]) =>
  stops.slice(1).reduce((km, airport, i) => km + distanceKm(stops[i] ?? airport, airport), 0);

/** Via a second carrier's hub, for airports the carrier does not reach from its own hubs. */
function twoStopPaths(x: Carrier, ctx: LegContext, directKm: number): Path[] {
  const { from, to, cabin } = ctx;
  const found: { path: Path; km: number }[] = [];
  const limitKm = directKm * maxDetour(directKm);
  for (const h1Code of x.hubs) {
    const h1 = usableHub(h1Code, ctx);
    if (!h1) continue;
    for (const [h2Code, partners] of HUBS) {
      const h2 = h2Code === h1Code ? undefined : usableHub(h2Code, ctx);
      if (!h2) continue;
      for (const y of partners) {
        if (y === x || y.lowCost || !y.cabins.includes(cabin)) continue;
        const outwardKm = pathKm([from, h1, h2, to]);
        if (
          outwardKm <= limitKm &&
          fliesNonstop(x, from, h1) &&
          fliesNonstop(x, h1, h2) &&
          fliesNonstop(y, h2, to)
        )
          found.push({
            path: [sectorOf(x, from, h1), sectorOf(x, h1, h2), sectorOf(y, h2, to)],
            km: outwardKm,
          });
        const inwardKm = pathKm([from, h2, h1, to]);
        if (
          inwardKm <= limitKm &&
          fliesNonstop(y, from, h2) &&
          fliesNonstop(x, h2, h1) &&
          fliesNonstop(x, h1, to)
        )
          found.push({
            path: [sectorOf(y, from, h2), sectorOf(x, h2, h1), sectorOf(x, h1, to)],
            km: inwardKm,
          });
      }
    }
  }
  return found
    .sort((a, b) => a.km - b.km)
    .slice(0, 2)
    .map((entry) => entry.path);
}

/** Non-stop, one stop at each of its hubs, or failing both two stops via a partner's hub. */
export function carrierPaths(x: Carrier, ctx: LegContext): Path[] {
  const { from, to } = ctx;
  const directKm = distanceKm(from, to);
  const paths: Path[] = [];
  if (fliesNonstop(x, from, to, directKm)) paths.push([sectorOf(x, from, to)]);
  for (const hubCode of x.hubs) {
    const hub = usableHub(hubCode, ctx);
    if (!hub || pathKm([from, hub, to]) > directKm * maxDetour(directKm)) continue;
    if (fliesNonstop(x, from, hub) && fliesNonstop(x, hub, to))
      paths.push([sectorOf(x, from, hub), sectorOf(x, hub, to)]);
  }
  // Two-stop interline itineraries are sold by full-service carriers only.
  return paths.length > 0 || x.lowCost ? paths : twoStopPaths(x, ctx, directKm);
}

/** The next departures on `sector` that make a 55 min – 6 h connection. */
function connections(arriving: Flight, sector: Sector, limit: number): Flight[] {
  const day = Math.floor((arriving.arrUtc + sector.from.utcOffset) / MINUTES_PER_DAY);
  const found: Flight[] = [];
  for (const localDay of [day, day + 1]) {
    for (const flight of flightsOn(sector, localDay)) {
      const layover = flight.depUtc - arriving.arrUtc;
      if (layover < MIN_LAYOVER_MINUTES || layover > MAX_LAYOVER_MINUTES) continue;
      found.push(flight);
      if (found.length === limit) return found;
    }
  }
  return found;
}

function toOption(carrier: Carrier, flights: Flight[]): LegOption {
  const first = flights[0];
  const last = flights.at(-1);
  if (!first || !last) throw new Error('An itinerary needs a flight');
  return {
    carrier,
    flights,
    depUtc: first.depUtc,
    arrUtc: last.arrUtc,
    durationMinutes: last.arrUtc - first.depUtc,
    flownKm: flights.reduce((km, flight) => km + flight.sector.km, 0),
    key: flights.map((f) => `${f.sector.flightNumbers[f.frequency]}@${f.depUtc}`).join('+'),
  };
}

/** Every dated itinerary along a path leaving on the leg's date. */
export function pathOptions(path: Path, ctx: LegContext, validating: Carrier): LegOption[] {
  const [first, ...rest] = path;
  if (!first) return [];
  let chains = flightsOn(first, ctx.localDay).map((flight) => [flight]);
  const perConnection = rest.length > 1 ? 1 : 2;
  for (const sector of rest) {
    chains = chains.flatMap((chain) => {
      const last = chain[chain.length - 1];
      return last ? connections(last, sector, perConnection).map((next) => [...chain, next]) : [];
    });
  }
  return chains.map((chain) => toOption(validating, chain));
}

/** When nobody in the table flies the route: one stop via the nearest big hub, by its home carrier. */
function fallbackOptions(ctx: LegContext): LegOption[] {
  const candidates: { carrier: Carrier; hub: Airport; km: number }[] = [];
  for (const [code, carriers] of HUBS) {
    const hub = usableHub(code, ctx);
    const carrier = carriers.find((c) => c.cabins.includes(ctx.cabin));
    if (!hub || !carrier) continue;
    const [a, b] = [distanceKm(ctx.from, hub), distanceKm(hub, ctx.to)];
    if (a >= MIN_SECTOR_KM && b >= MIN_SECTOR_KM) candidates.push({ carrier, hub, km: a + b });
  }
  for (const { carrier, hub } of candidates.sort((a, b) => a.km - b.km)) {
    const path = [sectorOf(carrier, ctx.from, hub), sectorOf(carrier, hub, ctx.to)];
    const options = pathOptions(path, ctx, carrier);
    if (options.length > 0) return options;
  }
  return [];
}

/** All itineraries for one leg, by every carrier that sells the cabin (and matches the filter). */
export function legOptions(ctx: LegContext): LegOption[] {
  const options: LegOption[] = [];
  for (const carrier of CARRIERS) {
    if (!carrier.cabins.includes(ctx.cabin)) continue;
    if (ctx.airline !== null && carrier.airline.code !== ctx.airline) continue;
    for (const path of carrierPaths(carrier, ctx)) options.push(...pathOptions(path, ctx, carrier));
  }
  if (options.length === 0 && ctx.airline === null) return fallbackOptions(ctx);
  return options;
}
