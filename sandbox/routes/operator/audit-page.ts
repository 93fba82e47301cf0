import type { AuditRow } from './audit';
import { CLUB_TEXTS } from './club-texts';
import { escapeHtml, ltr, page, type Operator, type PageContext } from './shell';

/** The audit log as the console lists it: newest first, the JSON before and after each change. */
export function auditPage(
  context: PageContext,
  operator: Operator,
  rows: AuditRow[],
  showClub: boolean,
): string {
  const t = CLUB_TEXTS[context.lang];
  const json = (value: unknown) =>
    value === null || value === undefined
      ? '—'
      : `<pre class="json" dir="ltr">${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
  const th = (text: string) => `<th scope="col">${escapeHtml(text)}</th>`;
  const body = rows.length
    ? `<table data-testid="audit">
<thead><tr>${th(t.auditWhen)}${th(t.auditWho)}${showClub ? th(t.auditClub) : ''}${th(t.auditWhat)}${th(t.auditBefore)}${th(t.auditAfter)}</tr></thead>
<tbody>${rows
        .map(
          (row) => `<tr>
<td>${ltr(row.createdAt.toISOString().replace('T', ' ').slice(0, 19) + ' UTC')}</td>
<td>${ltr(row.actorEmail)}</td>
${showClub ? `<td>${escapeHtml(row.clubName ?? '—')}</td>` : ''}
<td>${ltr(row.action)}</td>
<td>${json(row.before)}</td>
<td>${json(row.after)}</td>
</tr>`,
        )
        .join('\n')}</tbody></table>`
    : `<p>${escapeHtml(t.auditEmpty)}</p>`;
  return page(context, t.auditTitle, `<h1>${escapeHtml(t.auditTitle)}</h1>\n${body}`, operator);
}
