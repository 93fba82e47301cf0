import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { MAIL_STATUSES, clubs, mailOutbox, type MailStatus } from '../../db/schema';
import { maskEmail } from '../../lib/logging/mask';
import { createRouter } from '../../lib/openapi';
import { actorOf } from './club-routes';
import { resendFailedMail, type ResendResult } from './outbox-resend';
import type { OperatorLanguage } from './texts';
import { contextOf, formOf, html, operatorOf, postingOperator, seeOther } from './session';
import { escapeHtml, ltr, message, page, type Operator, type PageContext } from './shell';

/**
 * The mail outbox as operators see it (lib/mail/outbox.ts): what was sent, what waits for a retry
 * and what failed, with the reason. A club's operator sees their club's mail, a super administrator
 * every club's. Addresses are masked: the page is for the delivery's health, not for reading mail.
 */

const TEXTS: Record<
  OperatorLanguage,
  {
    title: string;
    intro: string;
    filter: string;
    all: string;
    status: Record<MailStatus, string>;
    columns: {
      when: string;
      club: string;
      kind: string;
      to: string;
      subject: string;
      status: string;
      attempts: string;
      reason: string;
    };
    nextTry: string;
    empty: string;
    resend: string;
    resendLabel: (id: string) => string;
    outcome: Record<ResendResult, string>;
  }
> = {
  en: {
    title: 'Mail outbox',
    intro:
      'Every mail a booking, a contact message or an agent application causes waits here until the mail server accepts it. A failed attempt is retried with a growing delay.',
    filter: 'Show',
    all: 'All',
    status: { pending: 'Pending', sent: 'Sent', failed: 'Failed' },
    columns: {
      when: 'Written',
      club: 'Club',
      kind: 'Mail',
      to: 'To',
      subject: 'Subject',
      status: 'Status',
      attempts: 'Attempts',
      reason: 'Last error',
    },
    nextTry: 'next try:',
    empty: 'No mail yet.',
    resend: 'Resend',
    resendLabel: (id) => `Resend mail ${id}`,
    outcome: {
      resent: 'The mail is queued again and goes out within seconds.',
      'not-found': 'That mail does not exist.',
      'not-failed': 'Only a mail that failed can be resent; this one is no longer failed.',
    },
  },
  ar: {
    title: 'صندوق البريد الصادر',
    intro:
      'ينتظر هنا كل بريد ينتج عن حجز أو رسالة تواصل أو طلب وكيل حتى يقبله خادم البريد، وتُعاد كل محاولة فاشلة بعد مهلة تطول في كل مرة.',
    filter: 'عرض',
    all: 'الكل',
    status: { pending: 'قيد الانتظار', sent: 'أُرسل', failed: 'فشل' },
    columns: {
      when: 'وقت الإنشاء',
      club: 'النادي',
      kind: 'نوع البريد',
      to: 'إلى',
      subject: 'الموضوع',
      status: 'الحالة',
      attempts: 'المحاولات',
      reason: 'آخر خطأ',
    },
    nextTry: 'المحاولة التالية:',
    empty: 'لا يوجد بريد بعد.',
    resend: 'إعادة الإرسال',
    resendLabel: (id) => `إعادة إرسال الرسالة ${id}`,
    outcome: {
      resent: 'أُعيدت الرسالة إلى قائمة الانتظار وستُرسل خلال ثوانٍ.',
      'not-found': 'هذه الرسالة غير موجودة.',
      'not-failed': 'لا يمكن إعادة إرسال إلا الرسائل التي فشل إرسالها، وهذه الرسالة لم تعد فاشلة.',
    },
  },
};

export interface OutboxListRow {
  id: number;
  clubName: string;
  kind: string;
  recipient: string;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
}

/** The newest 200 mails of a club (or of every club), optionally of one status. */
export async function listOutbox(
  db: Database,
  clubId: number | null,
  status: MailStatus | null,
): Promise<OutboxListRow[]> {
  const conditions = [
    ...(clubId === null ? [] : [eq(mailOutbox.clubId, clubId)]),
    ...(status ? [eq(mailOutbox.status, status)] : []),
  ];
  return db
    .select({
      id: mailOutbox.id,
      clubName: clubs.name,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .innerJoin(clubs, eq(clubs.id, mailOutbox.clubId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(200);
}

/** A failed mail's "Resend" button (its accessible name says which mail; the text stays short). */
function resendForm(
  t: (typeof TEXTS)[OperatorLanguage],
  csrf: string,
  id: number,
  status: MailStatus | null,
) {
  const back = status ? `<input type="hidden" name="status" value="${status}">` : '';
  return `<form method="post" action="/operator/mail/${id}/resend">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">${back}
<button type="submit" class="secondary resend" aria-label="${escapeHtml(t.resendLabel(String(id)))}">${escapeHtml(t.resend)}</button></form>`;
}

/**
 * Nine columns do not fit the console's card: runs wrap at their spaces (the shell keeps isolated
 * runs on one line), and what still does not fit scrolls inside the card, never the page.
 */
const OUTBOX_STYLE =
  '.outbox { overflow-x: auto; } .outbox td bdi { white-space: normal; } ' +
  '.outbox .resend { white-space: nowrap; margin-top: 0.4rem; }';

const stamp = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export function outboxPage(
  context: PageContext,
  operator: Operator,
  rows: OutboxListRow[],
  options: { showClub: boolean; status: MailStatus | null; notice?: string; error?: string },
): string {
  const t = TEXTS[context.lang];
  const th = (text: string) => `<th scope="col">${escapeHtml(text)}</th>`;
  // On a phone the rows stack (shell.ts, .applications): each cell names its column.
  const td = (label: string, content: string) => `<td data-label="${escapeHtml(label)}">${content}</td>`;
  const filters = [null, ...MAIL_STATUSES]
    .map((status) => {
      const href = status ? `/operator/mail?status=${status}` : '/operator/mail';
      const current = status === options.status ? ' aria-current="page"' : '';
      return `<li><a href="${href}"${current}>${escapeHtml(status ? t.status[status] : t.all)}</a></li>`;
    })
    .join('');
  const c = t.columns;
  const table = rows.length
    ? `<div class="outbox"><table data-testid="outbox" class="applications">
<thead><tr>${th(c.when)}${options.showClub ? th(c.club) : ''}${th(c.kind)}${th(c.to)}${th(c.subject)}${th(c.status)}${th(c.attempts)}${th(c.reason)}</tr></thead>
<tbody>${rows
        .map((row) => {
          const status =
            escapeHtml(t.status[row.status]) +
            (row.status === 'pending' && row.attempts > 0
              ? `<br><small>${escapeHtml(t.nextTry)} ${ltr(stamp(row.nextAttemptAt))}</small>`
              : '') +
            // Beside the status it changes, so the table keeps its columns (and a phone its lines).
            (row.status === 'failed' ? resendForm(t, operator.csrf, row.id, options.status) : '');
          return `<tr data-status="${row.status}">
${td(c.when, ltr(stamp(row.createdAt)))}
${options.showClub ? td(c.club, escapeHtml(row.clubName)) : ''}
${td(c.kind, ltr(row.kind))}
${td(c.to, ltr(maskEmail(row.recipient)))}
${td(c.subject, row.subject ? `<bdi>${escapeHtml(row.subject)}</bdi>` : '—')}
${td(c.status, status)}
${td(c.attempts, ltr(String(row.attempts)))}
${td(c.reason, row.lastError ? ltr(row.lastError) : '—')}
</tr>`;
        })
        .join('\n')}</tbody></table></div>`
    : `<p>${escapeHtml(t.empty)}</p>`;
  const body = `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${message(options.notice, 'notice')}${message(options.error, 'error')}
<nav aria-label="${escapeHtml(t.filter)}"><ul class="languages">${filters}</ul></nav>
${table}`;
  return page(context, t.title, body, { operator, styles: [OUTBOX_STYLE] });
}

const statusOf = (value: string | undefined): MailStatus | null =>
  (MAIL_STATUSES as readonly string[]).includes(value ?? '') ? (value as MailStatus) : null;

const OUTCOMES: readonly ResendResult[] = ['resent', 'not-found', 'not-failed'];

export const outboxRoutes = createRouter()
  .get('/operator/mail', async (c) => {
    const session = await operatorOf(c);
    if (!session) return seeOther(c, '/operator');
    const status = statusOf(c.req.query('status'));
    const rows = await listOutbox(c.var.db, session.clubId, status);
    const context = contextOf(c);
    const outcome = OUTCOMES.find((value) => value === c.req.query('resend'));
    const text = outcome && TEXTS[context.lang].outcome[outcome];
    return html(
      c,
      outboxPage(context, session.operator, rows, {
        showClub: session.clubId === null,
        status,
        ...(outcome === 'resent' ? { notice: text } : { error: text }),
      }),
    );
  })
  .post('/operator/mail/:id/resend', async (c) => {
    const form = await formOf(c);
    const session = await postingOperator(c, form);
    if (session instanceof Response) return session;
    const id = Number(c.req.param('id'));
    // Another club's mail is "not found" to a club's operator, as if it did not exist.
    const outcome = Number.isSafeInteger(id)
      ? await resendFailedMail(c.var.db, actorOf(session), id, session.clubId)
      : 'not-found';
    if (outcome === 'resent') c.var.services.outbox.kick();
    const status = statusOf(form.status);
    // Post, redirect, get: back to the list the operator was looking at, with the outcome.
    return seeOther(c, `/operator/mail?${status ? `status=${status}&` : ''}resend=${outcome}`);
  });
