import { AGENT_APPROVAL } from '../../db/schema';
import type { AgentApplication } from '../agent-applications/schemas';
import type { ApplicationListItem } from '../agent-applications/repository';
import type { OperatorTexts } from './texts';
import { escapeHtml, ltr, message, page, type Operator, type PageContext } from './shell';

export { PAGE_HEADERS, escapeHtml, pageContext, type Operator, type PageContext } from './shell';

/** The operator's review pages of agent applications, in the console's frame (shell.ts). */

export interface SignInOptions {
  error?: string;
  /** What the operator typed, shown again. */
  email?: string;
  /** An ALTCHA challenge to solve with this attempt (after too many wrong passwords for the e-mail). */
  captcha?: object;
}

export function signInPage(context: PageContext, { error, email = '', captcha }: SignInOptions = {}): string {
  const { t } = context;
  const robot = captcha
    ? `<input type="hidden" name="altcha" value="">
<p class="hint" data-altcha-status data-done="${escapeHtml(t.captchaDone)}" aria-live="polite">${escapeHtml(t.captchaWorking)}</p>
<noscript><p class="error">${escapeHtml(t.captchaNeedsScript)}</p></noscript>`
    : '';
  return page(
    context,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro)}</p>
${message(error, 'error')}
<form method="post" action="/operator/login"${captcha ? ` data-altcha="${escapeHtml(JSON.stringify(captcha))}"` : ''}>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" class="ltr" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" class="ltr" autocomplete="current-password" required maxlength="128">
${robot}
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>`,
    captcha ? { scripts: ['/operator/assets/captcha.js'] } : undefined,
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
