import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import {
  blacklistedAirports,
  clubCurrencies,
  clubHosts,
  clubLanguages,
  clubs,
  cmsPages,
  currencies,
  languages,
} from './schema';
import { CLUB_PAYMENT_METHODS } from '../lib/club-payments';
import { showsHijriByDefault } from '../lib/clubs';
import { LOCAL_MAP_STYLE_PATH } from '../lib/map-style';
import { clubSeeds, type ClubSeed } from './seed-data/clubs';
import { currencyIconUrl, currencySeeds, languageSeeds } from './seed-data/reference';
import { seedDemoUsers } from './seed-users';

export interface SeedOptions {
  /** Base URL of the sandbox, for asset URLs stored in the data. */
  publicUrl: string;
  /** Port the site runs on; the demo clubs' hosts and URLs carry it. */
  sitePort: number;
}

/** An upsert's `set` taking each listed column from the conflicting row (`excluded.<column>`). */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

/**
 * The demo: reference data, the demo clubs and their accounts (`npm start`, `npm run dev`, the tests,
 * `npm run db:seed:demo`). Every write is an upsert keyed on the natural key, so running it on every
 * start-up (or twice) leaves the same rows. A demo club's hosts are replaced, so that a database
 * seeded for another site port keeps no stale hosts. Then the demo accounts and wallets, which are
 * only created when missing (db/seed-users.ts). A production start never calls this (db/startup.ts).
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await writeReferenceData(tx, options);
    for (const club of clubSeeds) await seedClub(tx, club, options);
    await seedDemoUsers(tx);
  });
}

/** What every installation needs, production included: the languages and currencies. */
export async function seedReferenceData(db: Database, options: Pick<SeedOptions, 'publicUrl'>) {
  await db.transaction((tx) => writeReferenceData(tx, options));
}

async function writeReferenceData(tx: Database, { publicUrl }: Pick<SeedOptions, 'publicUrl'>) {
  await tx
    .insert(languages)
    .values(languageSeeds)
    .onConflictDoUpdate({ target: languages.id, set: fromExcluded(languages, ['code', 'name']) });

  await tx
    .insert(currencies)
    .values(
      currencySeeds.map((currency) => ({ ...currency, icon: currencyIconUrl(publicUrl, currency.code) })),
    )
    .onConflictDoUpdate({
      target: currencies.code,
      set: {
        ...fromExcluded(currencies, ['name', 'symbol', 'icon', 'ratePerUsd', 'decimals']),
        updatedAt: sql`now()`,
      },
    });
}

async function seedClub(db: Database, club: ClubSeed, { publicUrl, sitePort }: SeedOptions): Promise<void> {
  const withPort = (host: string) => `${host}:${sitePort}`.toLowerCase();
  const hosts = [
    ...club.customerHosts.map((host) => ({ host: withPort(host), kind: 'customer' as const })),
    ...club.agentHosts.map((host) => ({ host: withPort(host), kind: 'agent' as const })),
  ];
  const row = {
    id: club.id,
    slug: club.slug,
    name: club.name,
    nameAr: club.nameAr,
    cssClass: club.cssClass,
    copyrightText: club.copyrightText.en,
    copyrightTextAr: club.copyrightText.ar,
    descriptionEn: club.description.en,
    descriptionAr: club.description.ar,
    customerClubUrl: `http://${withPort(club.customerHosts[0])}`,
    agentClubUrl: `http://${withPort(club.agentHosts[0])}`,
    agentPanelUrl: `${publicUrl}/agent-panel`,
    defaultCurrency: club.defaultCurrency,
    defaultCountryCode: club.defaultCountryCode,
    defaultLanguage: club.defaultLanguage,
    themeId: club.themeId,
    colorSchema: club.colorSchema,
    imagesPath: `${publicUrl}/assets/clubs/${club.slug}`,
    socialLinks: club.socialLinks,
    recaptchaSiteKey: club.recaptchaSiteKey,
    agentPoints: club.agentPoints,
    showHijri: club.showHijri ?? showsHijriByDefault(club.defaultLanguage),
    // The demo's maps draw the reference API's own plain style: no tiles, nothing leaves the machine.
    mapsStyleUrl: `${publicUrl}${LOCAL_MAP_STYLE_PATH}`,
    mapsKey: null,
    paymentMethods: club.paymentMethods.map((name) => CLUB_PAYMENT_METHODS[name]),
    taxIdLabel: club.taxIdLabel,
    googleClientId: club.googleClientId,
    facebookAppId: club.facebookAppId,
    supportEmail: club.contact.email,
    supportPhone: club.contact.phone,
    addressEn: club.contact.address.en,
    addressAr: club.contact.address.ar,
    openingHoursEn: club.contact.openingHours.en,
    openingHoursAr: club.contact.openingHours.ar,
  };
  const { id: _id, ...updatable } = row;
  await db
    .insert(clubs)
    .values(row)
    .onConflictDoUpdate({ target: clubs.id, set: { ...updatable, updatedAt: sql`now()` } });

  const seededHosts = hosts.map(({ host }) => host);
  await db
    .delete(clubHosts)
    .where(and(eq(clubHosts.clubId, club.id), notInArray(clubHosts.host, seededHosts)));
  await db
    .insert(clubHosts)
    .values(hosts.map(({ host, kind }) => ({ host, kind, clubId: club.id })))
    .onConflictDoUpdate({ target: clubHosts.host, set: fromExcluded(clubHosts, ['clubId', 'kind']) });

  await db
    .insert(clubLanguages)
    .values(club.languages.map((languageCode, position) => ({ clubId: club.id, languageCode, position })))
    .onConflictDoUpdate({
      target: [clubLanguages.clubId, clubLanguages.languageCode],
      set: fromExcluded(clubLanguages, ['position']),
    });

  await db
    .insert(clubCurrencies)
    .values(club.currencies.map((currencyCode, position) => ({ clubId: club.id, currencyCode, position })))
    .onConflictDoUpdate({
      target: [clubCurrencies.clubId, clubCurrencies.currencyCode],
      set: fromExcluded(clubCurrencies, ['position']),
    });

  await db
    .insert(blacklistedAirports)
    .values(club.blacklist.map((entry) => ({ ...entry, clubId: club.id })))
    .onConflictDoUpdate({
      target: [blacklistedAirports.clubId, blacklistedAirports.airportCode],
      set: fromExcluded(blacklistedAirports, ['reason']),
    });

  const pageRows = Object.entries(club.pages).flatMap(([slug, page]) =>
    (['en', 'ar'] as const).map((languageCode) => ({
      clubId: club.id,
      slug,
      languageCode,
      title: page[languageCode].title,
      bodyHtml: page[languageCode].html,
      updatedAt: new Date(`${page.updatedAt}T00:00:00Z`),
    })),
  );
  await db
    .insert(cmsPages)
    .values(pageRows)
    .onConflictDoUpdate({
      target: [cmsPages.clubId, cmsPages.slug, cmsPages.languageCode],
      set: fromExcluded(cmsPages, ['title', 'bodyHtml', 'updatedAt']),
    });
}
