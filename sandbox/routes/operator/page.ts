import { createHash } from 'node:crypto';
import { AGENT_APPROVAL } from '../../db/schema';
import type { AgentApplication } from '../agent-applications/schemas';
import type { ApplicationListItem } from '../agent-applications/repository';
import { OPERATOR_LANGUAGES, OPERATOR_TEXTS, type OperatorLanguage, type OperatorTexts } from './texts';

/**
 * The operator's review pages: small, self-contained HTML with the styles inline (allowed by hash
 * in the Content-Security-Policy); forms post only to this origin; images only from it. Every value
 * is escaped. Each page is in the operator's language (texts.ts), right to left in Arabic, with
 * Latin runs (e-mails, phones, dates, colours, amounts) isolated left to right.
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
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // Not no-referrer: under it a browser sends `Origin: null` with the page's own form posts, and the
  // same-origin check (routes.ts) would refuse them. same-origin still tells other sites nothing.
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; ` +
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

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

export interface Operator {
  fullName: string;
  clubName: string;
  /** The CSRF token every form of the signed-in operator carries. */
  csrf: string;
}

/** A left-to-right run (an e-mail, a phone, a date, a colour, an amount), isolated in either language. */
const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

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

function page(context: PageContext, title: string, body: string, operator?: Operator): string {
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
</header>`
    : `<div class="bar">${languageSwitch(context)}</div>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${header}
<main>
${body}
</main>
</body>
</html>
`;
}

const message = (text: string | undefined, kind: 'notice' | 'error') =>
  text ? `<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</p>` : '';

export function signInPage(context: PageContext, error?: string): string {
  const { t } = context;
  return page(
    context,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro)}</p>
${message(error, 'error')}
<form method="post" action="/operator/login">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" class="ltr" autocomplete="username" required maxlength="254">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" class="ltr" autocomplete="current-password" required maxlength="128">
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>`,
  );
}

const when = (iso: string | Date | null) =>
  iso ? ltr(new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC') : '—';

export function listPage(context: PageContext, operator: Operator, items: ApplicationListItem[]): string {
  const { t } = context;
  // Explicit roles: on a phone the rows stack (display: block), which would drop a table's own.
  const cell = (label: string, content: string) =>
    `<td role="cell" data-label="${escapeHtml(label)}">${content}</td>`;
  const rows = items
    .map(
      (item) => `<tr role="row">
${cell(t.applicant, `${escapeHtml(item.fullName)}<br><small>${ltr(item.email)}</small>`)}
${cell(t.company, escapeHtml(item.companyName ?? '—'))}
${cell(t.status, escapeHtml(t.statusNames[item.status]))}
${cell(t.submitted, when(item.submittedAt))}
<td role="cell"><a href="/operator/applications/${item.id}" aria-label="${escapeHtml(t.openApplicationOf(item.fullName))}">${escapeHtml(t.open)}</a></td>
</tr>`,
    )
    .join('\n');
  const th = (text: string) => `<th role="columnheader" scope="col">${escapeHtml(text)}</th>`;
  const table = items.length
    ? `<table role="table" class="applications">
<thead role="rowgroup"><tr role="row">${th(t.applicant)}${th(t.company)}${th(t.status)}${th(t.submitted)}${th(t.details)}</tr></thead>
<tbody role="rowgroup">
${rows}
</tbody>
</table>`
    : `<p>${escapeHtml(t.noApplications)}</p>`;
  return page(context, t.listTitle, `<h1>${escapeHtml(t.listTitle)}</h1>\n${table}`, operator);
}

function formatSize(bytes: number, t: OperatorTexts): string {
  if (bytes >= 1024 * 1024) return `${ltr((bytes / (1024 * 1024)).toFixed(1))} ${escapeHtml(t.megabytes)}`;
  return `${ltr(String(Math.max(1, Math.round(bytes / 1024))))} ${escapeHtml(t.kilobytes)}`;
}

/** A colour that reached this page is a checked lower-case hex; anything else shows as text only. */
const colour = (value: string | null) => (value ? ltr(value) : '—');

export interface DetailOptions {
  notice?: string;
  error?: string;
}

export function detailPage(
  context: PageContext,
  operator: Operator,
  application: AgentApplication,
  { notice, error }: DetailOptions = {},
): string {
  const { t } = context;
  const { person, company, branding, documents, status } = application;
  const hidden = `<input type="hidden" name="csrf" value="${escapeHtml(operator.csrf)}">`;
  const base = `/operator/applications/${application.id}`;
  const actions: string[] = [];
  if (status === AGENT_APPROVAL.PENDING) {
    actions.push(`<form method="post" action="${base}/review">${hidden}
<button type="submit">${escapeHtml(t.startReview)}</button>
</form>`);
  }
  if (status === AGENT_APPROVAL.IN_REVIEW) {
    actions.push(`<form method="post" action="${base}/approve">${hidden}
<label for="startingBalance">${escapeHtml(t.startingBalance)}</label>
<input id="startingBalance" name="startingBalance" class="ltr" inputmode="decimal" required pattern="\\d{1,7}(\\.\\d{1,2})?" value="0.00">
<button type="submit">${escapeHtml(t.approve)}</button>
</form>`);
  }
  if (status === AGENT_APPROVAL.PENDING || status === AGENT_APPROVAL.IN_REVIEW) {
    actions.push(`<form method="post" action="${base}/reject">${hidden}
<label for="reason">${escapeHtml(t.reason)}</label>
<textarea id="reason" name="reason" required maxlength="500"></textarea>
<button type="submit" class="danger">${escapeHtml(t.reject)}</button>
</form>`);
  }
  const documentRows = documents.length
    ? `<ul>${documents
        .map(
          (document) =>
            `<li><a href="${base}/documents/${document.id}" download>${ltr(document.fileName)}</a> — ${escapeHtml(t.kindNames[document.kind])}${t.comma}${ltr(document.contentType)}${t.comma}${formatSize(document.size, t)}</li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(t.noDocuments)}</p>`;
  const reason =
    status === AGENT_APPROVAL.REJECTED && application.rejectionReason
      ? `<dt>${escapeHtml(t.reason)}</dt><dd>${escapeHtml(application.rejectionReason)}</dd>`
      : '';
  const secondary =
    person.secondaryPhoneNumber && person.secondaryPhoneCountryCode
      ? ltr(`${person.secondaryPhoneCountryCode} ${person.secondaryPhoneNumber}`)
      : '—';
  const fullName = `${person.firstName} ${person.lastName}`;
  const row = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`;
  return page(
    context,
    t.applicationOf(fullName),
    `<p><a href="/operator/applications">${escapeHtml(t.allApplications)}</a></p>
<h1>${escapeHtml(t.applicationOf(fullName))}</h1>
${message(notice, 'notice')}${message(error, 'error')}
<dl>
<dt>${escapeHtml(t.status)}</dt><dd data-testid="application-status">${escapeHtml(t.statusNames[status])}</dd>
${row(t.submitted, when(application.submittedAt))}
${row(t.decided, when(application.reviewedAt))}
${reason}
</dl>
<h2>${escapeHtml(t.person)}</h2>
<dl>
${row(t.name, escapeHtml(fullName))}
${row(t.email, `${ltr(person.email)} ${escapeHtml(person.isEmailVerified ? t.verified : t.notVerified)}`)}
${row(t.phone, ltr(`${person.phoneCountryCode} ${person.phoneNumber}`))}
${row(t.secondPhone, secondary)}
</dl>
<h2>${escapeHtml(t.company)}</h2>
<dl>
${row(t.companyName, escapeHtml(company?.companyName ?? '—'))}
${row(t.pointOfContact, escapeHtml(company?.pointOfContact ?? '—'))}
${row(t.address, escapeHtml(company?.address ?? '—'))}
${row(t.iataNumber, company?.haveIata ? ltr(company.iataNumber ?? '—') : escapeHtml(t.noIata))}
</dl>
<h2>${escapeHtml(t.branding)}</h2>
<dl>
${row(t.logo, branding.logoUrl ? `<img class="logo" src="${escapeHtml(new URL(branding.logoUrl).pathname)}" alt="${escapeHtml(t.logoOf(company?.companyName ?? person.lastName))}">` : '—')}
${row(t.primaryColour, colour(branding.primaryColor))}
${row(t.secondaryColour, colour(branding.secondaryColor))}
</dl>
<h2>${escapeHtml(t.documents)}</h2>
${documentRows}
${actions.length ? `<h2>${escapeHtml(t.decision)}</h2>\n<div class="actions">${actions.join('\n')}</div>` : ''}`,
    operator,
  );
}

export function errorPage(context: PageContext, title: string, text: string, operator?: Operator): string {
  return page(
    context,
    title,
    `<h1>${escapeHtml(title)}</h1>
${message(text, 'error')}
<p><a href="/operator">${escapeHtml(context.t.backToOperator)}</a></p>`,
    operator,
  );
}
