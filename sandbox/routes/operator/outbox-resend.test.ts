import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SUPER_ADMIN_EMAIL } from '../../db/seed-data/users';
import { consoleAuditLog, mailOutbox } from '../../db/schema';
import {
  csrfOf,
  operatorGet,
  operatorPost,
  signInOperator,
  type OperatorBrowser,
} from '../../test-support/agents';
import { caughtMail } from '../../test-support/mail';
import { NAKHLA_ID, SKYLINE_ID, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

// The outbox page's "Resend" (issue 33): a given-up mail goes back to the worker, CSRF-protected,
// audited, and a club's operator reaches only their own club's mail.

let sandbox: TestSandbox;
let skyline: OperatorBrowser;
let admin: OperatorBrowser;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  skyline = await signInOperator(sandbox);
  admin = await signInAdmin();
});
afterAll(() => sandbox.close());

/** The demo's super administrator, whose console opens on the clubs' list. */
async function signInAdmin(): Promise<OperatorBrowser> {
  const login = await operatorPost(sandbox, '/operator/login', null, {
    email: DEMO_SUPER_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
  });
  const cookie = /^(operator_session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const html = await (await operatorGet(sandbox, '/operator/clubs', { cookie, csrf: '' })).text();
  return { cookie, csrf: csrfOf(html) ?? '' };
}

let serial = 0;
/** A mail the worker gave up on: written, then marked failed as the worker does after its last try. */
async function aFailedMail(clubId: number, title?: string) {
  serial += 1;
  const subject = title ?? `Resend check ${serial}`;
  // Written as failed at once: the worker never sees it pending before the test marks it.
  const [row] = await sandbox.database.db
    .insert(mailOutbox)
    .values({
      idempotencyKey: `test:resend:${serial}:${clubId}`,
      clubId,
      kind: 'contact.acknowledgement',
      recipient: `guest${serial}@example.test`,
      language: 'en',
      subject,
      message: {
        type: 'rendered',
        clubName: 'Club',
        subject,
        text: 'Hello',
        html: '<p>Hello</p>',
        logo: false,
      },
      status: 'failed',
      attempts: 16,
      lastError: 'Error ECONNREFUSED',
    })
    .returning();
  return row!;
}

const rowOf = async (id: number) =>
  (await sandbox.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const resendAuditOf = (clubId: number) =>
  sandbox.database.db
    .select()
    .from(consoleAuditLog)
    .where(and(eq(consoleAuditLog.clubId, clubId), eq(consoleAuditLog.action, 'mail.resend')));

describe('the outbox page', () => {
  it('offers Resend for a failed mail only, named for the mail, in both languages', async () => {
    const failed = await aFailedMail(SKYLINE_ID);
    const html = await (await operatorGet(sandbox, '/operator/mail?status=failed', skyline)).text();
    const row = html.slice(html.indexOf(`action="/operator/mail/${failed.id}/resend"`) - 2000);
    expect(html).toContain(`<form method="post" action="/operator/mail/${failed.id}/resend">`);
    expect(row).toContain(`aria-label="Resend mail ${failed.id}"`);
    // No button on a sent or pending mail.
    const all = await (await operatorGet(sandbox, '/operator/mail', skyline)).text();
    const buttons = all.match(/\/resend"/g) ?? [];
    const failedRows = all.match(/<tr data-status="failed">/g) ?? [];
    expect(buttons.length).toBe(failedRows.length);

    const arabic = await sandbox.app.request('/operator/mail?status=failed', {
      headers: { Cookie: `${skyline.cookie}; operator_language=ar` },
    });
    expect(await arabic.text()).toContain(`aria-label="إعادة إرسال الرسالة ${failed.id}"`);
  });
});

describe('Resend', () => {
  it('queues the mail again, writes the audit entry, and the worker sends it', async () => {
    const failed = await aFailedMail(SKYLINE_ID, 'Resent after a failure');
    const response = await operatorPost(sandbox, `/operator/mail/${failed.id}/resend`, skyline, {
      status: 'failed',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/operator/mail?status=failed&resend=resent');
    const page = await (await operatorGet(sandbox, response.headers.get('location')!, skyline)).text();
    expect(page).toContain('The mail is queued again');

    await sandbox.mail.settle?.();
    const row = await rowOf(failed.id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    const caught = await caughtMail(sandbox.mail);
    expect(caught.map((mail) => mail.subject)).toContain('Resent after a failure');

    const audit = (await resendAuditOf(SKYLINE_ID)).find(
      (entry) => (entry.before as { mail: number }).mail === failed.id,
    );
    expect(audit?.actorEmail).toBe('operator@skyline.test');
    expect(audit?.before).toMatchObject({ status: 'failed', attempts: 16, lastError: 'Error ECONNREFUSED' });
    // The recipient is masked in the audit, as on the page.
    expect(JSON.stringify(audit?.before)).not.toContain(failed.recipient);
    expect(audit?.before).toMatchObject({ to: 'g***@example.test' });
    expect(audit?.after).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses a mail that has not failed, changing nothing', async () => {
    const failed = await aFailedMail(SKYLINE_ID);
    await sandbox.database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, failed.id));
    const before = (await resendAuditOf(SKYLINE_ID)).length;
    const response = await operatorPost(sandbox, `/operator/mail/${failed.id}/resend`, skyline);
    expect(response.headers.get('location')).toBe('/operator/mail?resend=not-failed');
    expect((await rowOf(failed.id)).status).toBe('sent');
    expect((await resendAuditOf(SKYLINE_ID)).length).toBe(before);
  });

  it("answers a club's operator as if another club's mail did not exist", async () => {
    const theirs = await aFailedMail(NAKHLA_ID);
    const response = await operatorPost(sandbox, `/operator/mail/${theirs.id}/resend`, skyline);
    expect(response.headers.get('location')).toBe('/operator/mail?resend=not-found');
    expect((await rowOf(theirs.id)).status).toBe('failed');
    expect(await resendAuditOf(NAKHLA_ID)).toHaveLength(0);
  });

  it("lets a super administrator resend any club's mail", async () => {
    const theirs = await aFailedMail(NAKHLA_ID);
    const response = await operatorPost(sandbox, `/operator/mail/${theirs.id}/resend`, admin);
    expect(response.headers.get('location')).toBe('/operator/mail?resend=resent');
    await sandbox.mail.settle?.();
    expect((await rowOf(theirs.id)).status).toBe('sent');
    const [audit] = await resendAuditOf(NAKHLA_ID);
    expect(audit?.actorEmail).toBe(DEMO_SUPER_ADMIN_EMAIL);
  });

  it('refuses a post without the CSRF token, and without a session', async () => {
    const failed = await aFailedMail(SKYLINE_ID);
    const forged = await operatorPost(sandbox, `/operator/mail/${failed.id}/resend`, skyline, {
      csrf: 'f00',
    });
    expect(forged.status).toBe(403);
    const anonymous = await operatorPost(sandbox, `/operator/mail/${failed.id}/resend`, null);
    expect(anonymous.status).toBe(401);
    const elsewhere = await sandbox.app.request(`/operator/mail/${failed.id}/resend`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: skyline.cookie,
        Origin: 'https://attacker.example',
      },
      body: new URLSearchParams({ csrf: skyline.csrf }).toString(),
    });
    expect(elsewhere.status).toBe(403);
    expect((await rowOf(failed.id)).status).toBe('failed');
  });
});
