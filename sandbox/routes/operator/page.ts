import { createHash } from 'node:crypto';
import { AGENT_APPROVAL, type AgentApproval } from '../../db/schema';
import type { AgentApplication } from '../agent-applications/schemas';
import type { ApplicationListItem } from '../agent-applications/repository';

/**
 * The operator's review pages: small, self-contained HTML with the styles inline (allowed by hash
 * in the Content-Security-Policy); forms post only to this origin; images only from it. Every value
 * is escaped.
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
  dd { margin: 0; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
  input, textarea { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #8a94a3; border-radius: 6px;
    width: 100%; max-width: 24rem; box-sizing: border-box; }
  textarea { min-height: 5rem; max-width: 36rem; }
  button { font: inherit; margin-top: 0.75rem; padding: 0.5rem 1.1rem; border: 0; border-radius: 6px;
    background: #0b5cad; color: #fff; cursor: pointer; }
  button.danger { background: #a4262c; }
  header button { margin: 0; background: #fff; color: #1c2430; }
  .actions { display: flex; flex-wrap: wrap; gap: 2rem; margin-top: 1rem; }
  .logo { max-width: 12rem; max-height: 6rem; }
  .notice { padding: 0.6rem 0.9rem; border-radius: 6px; background: #e6f2e8; color: #1d5b2a; }
  .error { padding: 0.6rem 0.9rem; border-radius: 6px; background: #fbe9ea; color: #a4262c; }
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

export const STATUS_NAMES: Record<AgentApproval, string> = {
  [AGENT_APPROVAL.APPROVED]: 'Approved',
  [AGENT_APPROVAL.PENDING]: 'Pending',
  [AGENT_APPROVAL.IN_REVIEW]: 'In review',
  [AGENT_APPROVAL.REJECTED]: 'Rejected',
};

export interface Operator {
  fullName: string;
  clubName: string;
  /** The CSRF token every form of the signed-in operator carries. */
  csrf: string;
}

function page(title: string, body: string, operator?: Operator): string {
  const header = operator
    ? `<header>
<span>${escapeHtml(operator.clubName)} — ${escapeHtml(operator.fullName)}</span>
<form method="post" action="/operator/logout">
<input type="hidden" name="csrf" value="${escapeHtml(operator.csrf)}">
<button type="submit">Sign out</button>
</form>
</header>`
    : '';
  return `<!doctype html>
<html lang="en" dir="ltr">
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

export function signInPage(error?: string): string {
  return page(
    'Operator sign-in',
    `<h1>Operator sign-in</h1>
<p>Review the agent applications of your club. For the club's white-label administrators.</p>
${message(error, 'error')}
<form method="post" action="/operator/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128">
<button type="submit">Sign in</button>
</form>`,
  );
}

const when = (iso: string | Date | null) =>
  iso ? escapeHtml(new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC') : '—';

export function listPage(operator: Operator, items: ApplicationListItem[]): string {
  const rows = items
    .map(
      (item) => `<tr>
<td>${escapeHtml(item.fullName)}<br><small>${escapeHtml(item.email)}</small></td>
<td>${escapeHtml(item.companyName ?? '—')}</td>
<td>${escapeHtml(STATUS_NAMES[item.status])}</td>
<td>${when(item.submittedAt)}</td>
<td><a href="/operator/applications/${item.id}" aria-label="Open the application of ${escapeHtml(item.fullName)}">Open</a></td>
</tr>`,
    )
    .join('\n');
  const table = items.length
    ? `<table>
<thead><tr><th scope="col">Applicant</th><th scope="col">Company</th><th scope="col">Status</th><th scope="col">Submitted</th><th scope="col">Details</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No application has been submitted yet.</p>';
  return page('Agent applications', `<h1>Agent applications</h1>\n${table}`, operator);
}

const KIND_NAMES = { TRADE_LICENCE: 'Trade licence', OTHER: 'Other document' } as const;

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A colour that reached this page is a checked lower-case hex; anything else shows as text only. */
const colour = (value: string | null) => (value ? escapeHtml(value) : '—');

export interface DetailOptions {
  notice?: string;
  error?: string;
}

export function detailPage(
  operator: Operator,
  application: AgentApplication,
  { notice, error }: DetailOptions = {},
): string {
  const { person, company, branding, documents, status } = application;
  const hidden = `<input type="hidden" name="csrf" value="${escapeHtml(operator.csrf)}">`;
  const base = `/operator/applications/${application.id}`;
  const actions: string[] = [];
  if (status === AGENT_APPROVAL.PENDING) {
    actions.push(`<form method="post" action="${base}/review">${hidden}
<button type="submit">Start review</button>
</form>`);
  }
  if (status === AGENT_APPROVAL.IN_REVIEW) {
    actions.push(`<form method="post" action="${base}/approve">${hidden}
<label for="startingBalance">Starting balance (USD)</label>
<input id="startingBalance" name="startingBalance" inputmode="decimal" required pattern="\\d{1,7}(\\.\\d{1,2})?" value="0.00">
<button type="submit">Approve</button>
</form>`);
  }
  if (status === AGENT_APPROVAL.PENDING || status === AGENT_APPROVAL.IN_REVIEW) {
    actions.push(`<form method="post" action="${base}/reject">${hidden}
<label for="reason">Reason</label>
<textarea id="reason" name="reason" required maxlength="500"></textarea>
<button type="submit" class="danger">Reject</button>
</form>`);
  }
  const documentRows = documents.length
    ? `<ul>${documents
        .map(
          (document) =>
            `<li><a href="${base}/documents/${document.id}" download>${escapeHtml(document.fileName)}</a> — ${KIND_NAMES[document.kind]}, ${escapeHtml(document.contentType)}, ${formatSize(document.size)}</li>`,
        )
        .join('')}</ul>`
    : '<p>No documents.</p>';
  const reason =
    status === AGENT_APPROVAL.REJECTED && application.rejectionReason
      ? `<dt>Reason</dt><dd>${escapeHtml(application.rejectionReason)}</dd>`
      : '';
  const secondary =
    person.secondaryPhoneNumber && person.secondaryPhoneCountryCode
      ? `${escapeHtml(person.secondaryPhoneCountryCode)} ${escapeHtml(person.secondaryPhoneNumber)}`
      : '—';
  return page(
    `Application of ${person.firstName} ${person.lastName}`,
    `<p><a href="/operator/applications">All applications</a></p>
<h1>Application of ${escapeHtml(`${person.firstName} ${person.lastName}`)}</h1>
${message(notice, 'notice')}${message(error, 'error')}
<dl>
<dt>Status</dt><dd data-testid="application-status">${escapeHtml(STATUS_NAMES[status])}</dd>
<dt>Submitted</dt><dd>${when(application.submittedAt)}</dd>
<dt>Decided</dt><dd>${when(application.reviewedAt)}</dd>
${reason}
</dl>
<h2>Person</h2>
<dl>
<dt>Name</dt><dd>${escapeHtml(`${person.firstName} ${person.lastName}`)}</dd>
<dt>Email</dt><dd>${escapeHtml(person.email)}${person.isEmailVerified ? ' (verified)' : ' (not verified)'}</dd>
<dt>Phone</dt><dd>${escapeHtml(`${person.phoneCountryCode} ${person.phoneNumber}`)}</dd>
<dt>Second phone</dt><dd>${secondary}</dd>
</dl>
<h2>Company</h2>
<dl>
<dt>Company name</dt><dd>${escapeHtml(company?.companyName ?? '—')}</dd>
<dt>Point of contact</dt><dd>${escapeHtml(company?.pointOfContact ?? '—')}</dd>
<dt>Address</dt><dd>${escapeHtml(company?.address ?? '—')}</dd>
<dt>IATA number</dt><dd>${escapeHtml(company?.haveIata ? (company.iataNumber ?? '—') : 'None')}</dd>
</dl>
<h2>Branding</h2>
<dl>
<dt>Logo</dt><dd>${branding.logoUrl ? `<img class="logo" src="${escapeHtml(new URL(branding.logoUrl).pathname)}" alt="Logo of ${escapeHtml(company?.companyName ?? person.lastName)}">` : '—'}</dd>
<dt>Primary colour</dt><dd>${colour(branding.primaryColor)}</dd>
<dt>Secondary colour</dt><dd>${colour(branding.secondaryColor)}</dd>
</dl>
<h2>Documents</h2>
${documentRows}
${actions.length ? `<h2>Decision</h2>\n<div class="actions">${actions.join('\n')}</div>` : ''}`,
    operator,
  );
}

export function errorPage(title: string, text: string, operator?: Operator): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${message(text, 'error')}
<p><a href="/operator">Back to the operator page</a></p>`,
    operator,
  );
}
