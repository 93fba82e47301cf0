import { escapeHtml, htmlDocument, styleSource } from '../../lib/html-page';
import { OPERATOR_LANGUAGES, OPERATOR_TEXTS, type OperatorLanguage, type OperatorTexts } from './texts';

/**
 * The frame of every console page: small, self-contained HTML whose stylesheets are allowed by hash
 * in the Content-Security-Policy (computed per page, so a page may add its own, e.g. the theme
 * preview); scripts only from this origin (the console's own files); forms post only to this
 * origin; images only from it. Every value is escaped. Each page is in the operator's language
 * (texts.ts), right to left in Arabic, with Latin runs isolated left to right.
 */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f5f8; color: #1c2430; }
  header { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
    padding: 0.75rem 1.5rem; background: #1c2430; color: #fff; }
  header a { color: #fff; }
  header form { margin: 0; }
  main { max-width: 60rem; margin: 1.5rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 2rem;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
  p { line-height: 1.5; margin: 0.5rem 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: start; padding: 0.5rem; border-bottom: 1px solid #d8dde5; vertical-align: top; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input, textarea { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #8a94a3; border-radius: 6px;
    width: 100%; max-width: 24rem; box-sizing: border-box; }
  textarea { min-height: 5rem; max-width: 36rem; }
  button { font: inherit; margin-top: 0.75rem; padding: 0.5rem 1.1rem; border: 0; border-radius: 6px;
    background: #0b5cad; color: #fff; cursor: pointer; }
  button.danger { background: #a4262c; }
  header button { margin: 0; background: #fff; color: #1c2430; }
  .actions { display: flex; flex-wrap: wrap; gap: 2rem; margin-top: 1rem; }
  .logo { max-width: min(12rem, 100%); max-height: 6rem; }
  td bdi { white-space: nowrap; }
  @media (max-width: 40rem) {
    header { padding: 0.75rem 1rem; }
    main { margin: 0.75rem; padding: 1rem 1.25rem; }
    .applications thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    .applications, .applications tbody, .applications tr, .applications td { display: block; }
    .applications tr { padding: 0.6rem 0; border-bottom: 1px solid #d8dde5; }
    .applications td { border: 0; padding: 0.15rem 0; }
    .applications td bdi { white-space: normal; overflow-wrap: anywhere; }
    .applications td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
  }
  .notice { padding: 0.6rem 0.9rem; border-radius: 6px; background: #e6f2e8; color: #1d5b2a; }
  .error { padding: 0.6rem 0.9rem; border-radius: 6px; background: #fbe9ea; color: #a4262c; }
  .languages { display: flex; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
  .languages a[aria-current] { font-weight: 700; text-decoration: none; }
  .bar { display: flex; justify-content: flex-end; padding: 0.5rem 1.5rem 0; }
  .header-end { display: flex; align-items: center; gap: 1.25rem; flex-wrap: wrap; }
  input.ltr { direction: ltr; text-align: start; }
  [dir="rtl"] input.ltr { text-align: end; }
  nav.console { background: #e9edf3; padding: 0.4rem 1.5rem; }
  nav.console ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin: 0; padding: 0; list-style: none; }
  nav.console a[aria-current] { font-weight: 700; }
  fieldset { border: 1px solid #d8dde5; border-radius: 8px; margin: 1.25rem 0; padding: 0.5rem 1rem 1rem; }
  legend { font-weight: 700; padding: 0 0.35rem; }
  .field-error { color: #a4262c; font-weight: 600; margin: 0.25rem 0 0; }
  [aria-invalid="true"] { border-color: #a4262c; border-width: 2px; }
  .hint { color: #4a5566; font-size: 0.9rem; margin: 0.15rem 0 0; }
  .error ul { margin: 0.4rem 0 0; padding-inline-start: 1.25rem; }
  .error a { color: #a4262c; }
  .checks { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
  .checks label { display: inline-flex; gap: 0.35rem; align-items: center; font-weight: 400; margin: 0.25rem 0; }
  .checks input, input[type="checkbox"], input[type="radio"], input[type="file"] { width: auto; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0 1rem; }
  select { font: inherit; padding: 0.4rem; border: 1px solid #8a94a3; border-radius: 6px; max-width: 24rem; width: 100%; }
  .secondary { background: #e9edf3; color: #1c2430; border: 1px solid #8a94a3; }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  pre.json { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.8rem; margin: 0; direction: ltr; text-align: left; max-height: 16rem; overflow: auto; }
  .visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .file-pick { position: relative; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; max-width: 24rem; }
  .file-pick input[type="file"] { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; margin: 0; padding: 0; opacity: 0; cursor: pointer; }
  .file-button { display: inline-block; padding: 0.45rem 1rem; border: 1px solid #0b5cad; border-radius: 6px; background: #fff; color: #0b5cad; font-weight: 600; }
  .file-pick:hover .file-button { background: #e8f0fa; }
  .file-pick input:focus-visible + .file-button { outline: 3px solid #0b5cad; outline-offset: 2px; }
  .file-pick input[aria-invalid="true"] + .file-button { border: 2px solid #a4262c; }
  .file-name { color: #4a5566; overflow-wrap: anywhere; min-width: 0; }
  .airport-list { list-style: none; margin: 0.5rem 0; padding: 0; max-width: 40rem; }
  .airport-list li { border-bottom: 1px solid #d8dde5; }
  .airport-row { display: flex; align-items: center; gap: 0.25rem 0.75rem; padding: 0.4rem 0; }
  .airport-code { flex: none; min-inline-size: 3.5ch; font-weight: 700; }
  .airport-name { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
  .airport-row button { flex: none; margin: 0; }
  .once { padding: 0.75rem; border: 2px dashed #0b5cad; border-radius: 8px; overflow-wrap: anywhere; }
`;

/** The headers of a page whose <style> blocks are `styles` (the frame's own is always allowed). */
export function pageHeaders(styles: readonly string[] = []): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // Not no-referrer: under it a browser sends `Origin: null` with the page's own form posts, and the
    // same-origin check (session.ts) would refuse them. same-origin still tells other sites nothing.
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      `default-src 'none'; style-src ${[STYLE, ...styles].map(styleSource).join(' ')}; img-src 'self'; ` +
      "script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  };
}

export const PAGE_HEADERS = pageHeaders();

/** The extra <style> blocks a rendered page carries (only the console writes them; content is escaped). */
export function extraStylesOf(html: string): string[] {
  return [...html.matchAll(/<style data-extra>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

export { escapeHtml };

/** Where a page is shown: its language and texts, and its own path (where the switch comes back to). */
export interface PageContext {
  lang: OperatorLanguage;
  t: OperatorTexts;
  /** The path of this page, e.g. `/operator/applications/7`. */
  here: string;
}

export function pageContext(lang: OperatorLanguage, here: string): PageContext {
  return { lang, t: OPERATOR_TEXTS[lang], here };
}

export type ConsoleRole = 'SUPER_ADMIN' | 'WL_ADMIN';

export interface Operator {
  fullName: string;
  /** The operator's club (a WL_ADMIN's), or the console's name for a super administrator. */
  clubName: string;
  role: ConsoleRole;
  /** The CSRF token every form of the signed-in operator carries. */
  csrf: string;
}

/** A left-to-right run (an e-mail, a phone, a date, a colour, an amount), isolated in either language. */
export const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/** English | العربية: links that set the language and come back to this page. */
function languageSwitch({ lang, t, here }: PageContext): string {
  const links = OPERATOR_LANGUAGES.map((code) => {
    const name = OPERATOR_TEXTS[code].languageName;
    const current = code === lang ? ' aria-current="true"' : '';
    const href = `/operator/language/${code}?next=${encodeURIComponent(here)}`;
    return `<li><a href="${escapeHtml(href)}" lang="${code}" hreflang="${code}"${current}>${escapeHtml(name)}</a></li>`;
  }).join('');
  return `<nav aria-label="${escapeHtml(t.languageSwitch)}"><ul class="languages">${links}</ul></nav>`;
}

/** The console's sections, as the signed-in operator's role offers them. */
function consoleNav({ t, here }: PageContext, operator: Operator): string {
  const links: [string, string][] =
    operator.role === 'SUPER_ADMIN'
      ? [
          ['/operator/clubs', t.navClubs],
          ['/operator/mail', t.navMail],
          ['/operator/audit', t.navAudit],
        ]
      : [
          ['/operator/applications', t.listTitle],
          ['/operator/club', t.navClub],
          ['/operator/mail', t.navMail],
          ['/operator/audit', t.navAudit],
        ];
  const items = links
    .map(([href, label]) => {
      const current = here === href || here.startsWith(`${href}/`) ? ' aria-current="page"' : '';
      return `<li><a href="${href}"${current}>${escapeHtml(label)}</a></li>`;
    })
    .join('');
  return `<nav class="console" aria-label="${escapeHtml(t.navLabel)}"><ul>${items}</ul></nav>`;
}

export interface PageOptions {
  operator?: Operator;
  /** Extra stylesheets (their hashes join the page's CSP through `extraStylesOf`). */
  styles?: readonly string[];
  /** Scripts of this origin (`/operator/assets/…`), loaded deferred. */
  scripts?: readonly string[];
  /** Stylesheets applied only when scripts do not run (in <noscript>; hashed into the CSP too). */
  noscriptStyles?: readonly string[];
}

export function page(
  context: PageContext,
  title: string,
  body: string,
  operatorOrOptions?: Operator | PageOptions,
): string {
  const options: PageOptions =
    operatorOrOptions && 'csrf' in operatorOrOptions
      ? { operator: operatorOrOptions }
      : (operatorOrOptions ?? {});
  const { operator } = options;
  const { lang, t } = context;
  const header = operator
    ? `<header>
<span>${escapeHtml(operator.clubName)} — ${escapeHtml(operator.fullName)}</span>
<div class="header-end">
${languageSwitch(context)}
<form method="post" action="/operator/logout">
<input type="hidden" name="csrf" value="${escapeHtml(operator.csrf)}">
<button type="submit">${escapeHtml(t.signOut)}</button>
</form>
</div>
</header>
${consoleNav(context, operator)}`
    : `<div class="bar">${languageSwitch(context)}</div>`;
  const extra = (options.styles ?? []).map((css) => `<style data-extra>${css}</style>`).join('\n');
  const noscript = (options.noscriptStyles ?? [])
    .map((css) => `<noscript><style data-extra>${css}</style></noscript>`)
    .join('\n');
  const scripts = (options.scripts ?? [])
    .map((src) => `<script src="${escapeHtml(src)}" defer></script>`)
    .join('\n');
  return htmlDocument({
    lang,
    title,
    style: STYLE,
    head: [extra, noscript, scripts].filter(Boolean).join('\n'),
    body: `${header}\n<main>\n${body}\n</main>`,
  });
}

export const message = (text: string | undefined, kind: 'notice' | 'error') =>
  text ? `<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</p>` : '';
