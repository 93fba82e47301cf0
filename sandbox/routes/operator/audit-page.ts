import type { AuditRow } from './audit';
import { CLUB_TEXTS } from './club-texts';
import { escapeHtml, ltr, page, type Operator, type PageContext } from './shell';

/** The audit log as the console lists it: newest first, the JSON before and after each change. */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Of a before/after pair of objects, only the top-level keys that changed (the log keeps both whole). */
export function changedParts(before: unknown, after: unknown): [unknown, unknown] {
  if (!isObject(before) || !isObject(after)) return [before, after];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (source: Json) => Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
  return [pick(before), pick(after)];
}

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
  // On a phone the rows stack (shell.ts, .applications): each cell names its column.
  const td = (label: string, content: string) => `<td data-label="${escapeHtml(label)}">${content}</td>`;
  const body = rows.length
    ? `<table data-testid="audit" class="applications">
<thead><tr>${th(t.auditWhen)}${th(t.auditWho)}${showClub ? th(t.auditClub) : ''}${th(t.auditWhat)}${th(t.auditBefore)}${th(t.auditAfter)}</tr></thead>
<tbody>${rows
        .map((row) => {
          const [before, after] = changedParts(row.before, row.after);
          return `<tr>
${td(t.auditWhen, ltr(row.createdAt.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'))}
${td(t.auditWho, ltr(row.actorEmail))}
${showClub ? td(t.auditClub, escapeHtml(row.clubName ?? '—')) : ''}
${td(t.auditWhat, ltr(row.action))}
${td(t.auditBefore, json(before))}
${td(t.auditAfter, json(after))}
</tr>`;
        })
        .join('\n')}</tbody></table>`
    : `<p>${escapeHtml(t.auditEmpty)}</p>`;
  return page(context, t.auditTitle, `<h1>${escapeHtml(t.auditTitle)}</h1>\n${body}`, operator);
}
