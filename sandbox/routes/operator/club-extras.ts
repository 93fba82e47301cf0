import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blacklistedAirports, clubLogos, cmsPages } from '../../db/schema';
import { findAirport } from '../../lib/flight-offers/airports';
import type { StoredClub } from './club-store';
import { CLUB_TEXTS, type ClubTexts } from './club-texts';
import { MAX_LOGO_BYTES } from './logo';
import { CLUB_FORM_ID } from './club-page';
import { escapeHtml, ltr, message, type PageContext } from './shell';

/**
 * The parts of a club's settings page with forms of their own: the logo, the blacklisted airports
 * and the links to the club's pages (about, terms, privacy) per language.
 */

export const CMS_SLUGS = ['about-us', 'terms-and-conditions', 'privacy-policy'] as const;
export type CmsSlug = (typeof CMS_SLUGS)[number];
export const isCmsSlug = (value: string): value is CmsSlug =>
  (CMS_SLUGS as readonly string[]).includes(value);

export interface ExtrasState {
  /** The form that was sent, its error and what was typed in it. */
  logoError?: string;
  airportError?: { field: 'airportCode' | 'airportReason'; text: string; code: string; reason: string };
  /** The airport fields as typed, when the settings were sent with them (no error of their own). */
  airportTyped?: { code: string; reason: string };
  /** What was just done, shown in the section it concerns (the script swaps in only that section). */
  notice?: { section: 'logo' | 'airports'; text: string };
}

export const logoPathOf = (club: StoredClub) =>
  club.row.logoFile ? `/assets/clubs/${club.row.slug}/${club.row.logoFile}` : null;

/**
 * The logo's file input in the console's language: the browser's own control (whose button text
 * follows the browser, not the page) is laid, transparent, over a translated button and the chosen
 * file's name (written by assets/club-form.js). The input itself keeps the focus, the keyboard
 * (Space/Enter opens the chooser) and its label; the button shows its focus ring. Without script a
 * <noscript> stylesheet (FILE_PICK_NOSCRIPT) shows the native control instead.
 */
function filePick(t: ClubTexts, attributes: string): string {
  return `<div class="file-pick" data-file-pick>
<input id="field-logo" name="logo" type="file" form="${CLUB_FORM_ID}" accept="image/png,image/webp,image/svg+xml,.svg"${attributes}>
<span class="file-button" aria-hidden="true">${escapeHtml(t.chooseFile)}</span>
<span class="file-name" id="field-logo-name" data-file-name data-none="${escapeHtml(t.noFileChosen)}">${escapeHtml(t.noFileChosen)}</span>
</div>`;
}

/** Without script: the native file control, as browsers draw it (the chosen name cannot be shown). */
export const FILE_PICK_NOSCRIPT =
  '.file-pick input[type="file"] { position: static; opacity: 1; inline-size: auto; block-size: auto; } ' +
  '.file-pick .file-button, .file-pick .file-name { display: none; }';

/** What a page with the club form loads: its script and the styles used without it. */
export const CLUB_FORM_ASSETS = {
  scripts: ['/operator/assets/club-form.js'],
  noscriptStyles: [FILE_PICK_NOSCRIPT],
} as const;

/**
 * The side forms (logo, airports) are not forms of their own: their fields and buttons belong to the
 * settings form (`form="club-form"`) and each button posts to its own address (`formaction`). Without
 * script a side post therefore carries the settings typed so far, and the answer shows them again
 * (club-extra-routes.ts). With script (assets/club-form.js) only the section's own fields are sent, in
 * the background, and only that section is redrawn: unsaved typing in the settings form is never
 * lost, and a refused logo stays chosen. The limits the script checks before sending (the server
 * checks again).
 */
const sideButton = (action: string, extra = '') =>
  `type="submit" form="${CLUB_FORM_ID}" formaction="${action}" formnovalidate data-side-submit${extra}`;
function logoLimits(t: ClubTexts): string {
  return ` data-max-bytes="${MAX_LOGO_BYTES}" data-types="image/png image/webp image/svg+xml" data-extensions="png webp svg" data-too-large="${escapeHtml(t.logoErrors.tooLarge)}" data-bad-type="${escapeHtml(t.logoErrors.badType)}" data-missing="${escapeHtml(t.logoErrors.missing)}"`;
}

function logoSection(t: ClubTexts, base: string, club: StoredClub, error?: string, notice?: string): string {
  const path = logoPathOf(club);
  const current = path
    ? `<p>${escapeHtml(t.logoCurrent)}</p><img class="logo" src="${escapeHtml(path)}" alt="${escapeHtml(club.row.name)}" data-testid="club-logo">`
    : '';
  // The chosen file's name is part of the input's description, so a screen reader reads it too.
  const invalid = error
    ? ' aria-invalid="true" aria-describedby="field-logo-name field-logo-hint field-logo-error"'
    : ' aria-describedby="field-logo-name field-logo-hint"';
  return `<section id="club-logo" aria-labelledby="logo-title" data-side-section><h2 id="logo-title" tabindex="-1">${escapeHtml(t.logoTitle)}</h2>
${message(notice, 'notice')}
${current}
<div data-side-form data-logo-form${logoLimits(t)}>
<label for="field-logo">${escapeHtml(t.logoFile)}</label>
${filePick(t, invalid)}
<p class="hint" id="field-logo-hint">${escapeHtml(t.logoHint)}</p>
${error ? `<p class="field-error" id="field-logo-error" role="alert">${escapeHtml(error)}</p>` : ''}
<button ${sideButton(`${base}/logo`, ' formenctype="multipart/form-data" data-side-default')}>${escapeHtml(t.upload)}</button>
</div></section>`;
}

async function airportsSection(
  db: Database,
  context: PageContext,
  base: string,
  clubId: number,
  error?: ExtrasState['airportError'],
  notice?: string,
  typed?: ExtrasState['airportTyped'],
): Promise<string> {
  const t = CLUB_TEXTS[context.lang];
  const rows = await db
    .select()
    .from(blacklistedAirports)
    .where(eq(blacklistedAirports.clubId, clubId))
    .orderBy(asc(blacklistedAirports.airportCode));
  // One row per airport: the code, the airport's name (each isolated left to right, so neither
  // reorders the other in Arabic) and its Remove button at the row's end, on the same line.
  const list = rows.length
    ? `<ul class="airport-list" data-testid="blacklist">${rows
        .map((row) => {
          const airport = findAirport(row.airportCode);
          const name = airport ? `${airport.name}, ${airport.city}` : '';
          // The button itself names the airport (name="removeAirport"): the row has no form of its own.
          return `<li><div class="airport-row">
<span class="airport-code">${ltr(row.airportCode)}</span>
<span class="airport-name">${name ? ltr(name) : ''}</span>
<button ${sideButton(`${base}/airports/remove`, ` name="removeAirport" value="${escapeHtml(row.airportCode)}"`)} class="secondary">${escapeHtml(t.removeAirport('{code}')).replace('{code}', ltr(row.airportCode))}</button></div></li>`;
        })
        .join('')}</ul>`
    : `<p>${escapeHtml(t.noAirports)}</p>`;
  const fieldError = (field: 'airportCode' | 'airportReason') =>
    error?.field === field ? ` aria-invalid="true" aria-describedby="field-${field}-error"` : '';
  const errorLine = (field: 'airportCode' | 'airportReason') =>
    error?.field === field
      ? `<p class="field-error" id="field-${field}-error" role="alert">${escapeHtml(error.text)}</p>`
      : '';
  return `<section id="club-airports" aria-labelledby="airports-title" data-side-section><h2 id="airports-title" tabindex="-1">${escapeHtml(t.airportsTitle)}</h2>
${message(notice, 'notice')}
<p>${escapeHtml(t.airportsIntro)}</p>
${list}
<div data-side-form>
<label for="field-airportCode">${escapeHtml(t.airportCode)}</label>
<input id="field-airportCode" name="airportCode" form="${CLUB_FORM_ID}" class="ltr" dir="ltr" maxlength="3" autocomplete="off" value="${escapeHtml(error?.code ?? typed?.code ?? '')}"${fieldError('airportCode')}>
${errorLine('airportCode')}
<label for="field-airportReason">${escapeHtml(t.airportReason)}</label>
<input id="field-airportReason" name="airportReason" form="${CLUB_FORM_ID}" maxlength="200" value="${escapeHtml(error?.reason ?? typed?.reason ?? '')}"${fieldError('airportReason')}>
${errorLine('airportReason')}
<button ${sideButton(`${base}/airports`, ' data-side-default')}>${escapeHtml(t.addAirport)}</button>
</div></section>`;
}

async function pagesSection(db: Database, t: ClubTexts, base: string, club: StoredClub): Promise<string> {
  const rows = await db
    .select({ slug: cmsPages.slug, language: cmsPages.languageCode })
    .from(cmsPages)
    .where(and(eq(cmsPages.clubId, club.row.id)));
  const items = CMS_SLUGS.map((slug) => {
    const links = club.languages
      .map((language) => {
        const exists = rows.some((row) => row.slug === slug && row.language === language);
        const label = t.editPage(t.pageNames[slug], t.languageNames[language] ?? language);
        return `<a href="${base}/pages/${slug}/${language}">${escapeHtml(label)}</a>${exists ? '' : ' *'}`;
      })
      .join(' · ');
    return `<li>${links}</li>`;
  }).join('');
  return `<section aria-labelledby="pages-title"><h2 id="pages-title">${escapeHtml(t.pagesTitle)}</h2><ul>${items}</ul></section>`;
}

export async function clubExtras(
  db: Database,
  context: PageContext,
  target: { clubId: number; base: string },
  club: StoredClub,
  state: ExtrasState = {},
): Promise<string> {
  const t = CLUB_TEXTS[context.lang];
  const noticeOf = (section: 'logo' | 'airports') =>
    state.notice?.section === section ? state.notice.text : undefined;
  return [
    logoSection(t, target.base, club, state.logoError, noticeOf('logo')),
    await airportsSection(
      db,
      context,
      target.base,
      target.clubId,
      state.airportError,
      noticeOf('airports'),
      state.airportTyped,
    ),
    await pagesSection(db, t, target.base, club),
  ].join('\n');
}

/** The club's logo row, for the asset route. */
export async function findLogo(db: Database, clubId: number) {
  const [row] = await db.select().from(clubLogos).where(eq(clubLogos.clubId, clubId)).limit(1);
  return row ?? null;
}
