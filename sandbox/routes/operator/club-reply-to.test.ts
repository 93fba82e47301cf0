import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, consoleAuditLog } from '../../db/schema';
import { loadMailClub } from '../../lib/mail/club';
import { formFields } from '../../test-support/console-form';
import { operatorGet, signInOperator, type OperatorBrowser } from '../../test-support/agents';
import { SKYLINE_ID, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

// The club's reply-to address for its mail (clubs.mail_reply_to, issue 33) in the console's club
// form: a checked e-mail or nothing, audited like every other field.

let sandbox: TestSandbox;
let skyline: OperatorBrowser;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  skyline = await signInOperator(sandbox);
});
afterAll(() => sandbox.close());

async function clubForm(path = '/operator/club') {
  const html = await (await operatorGet(sandbox, path, skyline)).text();
  const start = html.indexOf('<form method="post" action="/operator/club"');
  return { html, fields: formFields(html.slice(start, html.indexOf('</form>', start) + 7)) };
}

const save = (fields: URLSearchParams) => {
  fields.set('intent', 'save');
  return sandbox.app.request('/operator/club', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: skyline.cookie },
    body: fields.toString(),
  });
};

const replyToOf = async () =>
  (await sandbox.database.db.select().from(clubs).where(eq(clubs.id, SKYLINE_ID)))[0]!.mailReplyTo;

describe("the club form's reply-to address", () => {
  it('is a labelled, left-to-right e-mail field, in English and Arabic', async () => {
    const { html } = await clubForm();
    expect(html).toContain('<label for="field-mailReplyTo">Reply-to address</label>');
    expect(html).toMatch(
      /<input id="field-mailReplyTo" name="mailReplyTo" type="email" class="ltr" dir="ltr"/,
    );
    const arabic = await sandbox.app.request('/operator/club', {
      headers: { Cookie: `${skyline.cookie}; operator_language=ar` },
    });
    expect(await arabic.text()).toContain('<label for="field-mailReplyTo">عنوان الرد</label>');
  });

  it('refuses what is not an e-mail address, keeps what was typed and saves nothing', async () => {
    const before = await replyToOf();
    const { fields } = await clubForm();
    fields.set('mailReplyTo', 'replies at skyline');
    fields.set('nameEn', 'Skyline Travel (typed)');
    const refused = await save(fields);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('id="field-mailReplyTo-error"');
    expect(page).toContain('value="replies at skyline"');
    expect(page).toContain('value="Skyline Travel (typed)"');
    expect(await replyToOf()).toBe(before);
  });

  it('saves an address (replies to the club mail go there) and clearing it falls back to the support address, both audited', async () => {
    const { fields } = await clubForm();
    fields.set('mailReplyTo', '  bookings@skyline.example  ');
    expect((await save(fields)).status).toBe(303);
    expect(await replyToOf()).toBe('bookings@skyline.example');
    expect((await clubForm()).fields.get('mailReplyTo')).toBe('bookings@skyline.example');
    const mailClub = await loadMailClub(sandbox.database.db, SKYLINE_ID, 'en');
    expect(mailClub.replyTo).toBe('bookings@skyline.example');

    const cleared = (await clubForm()).fields;
    cleared.set('mailReplyTo', '');
    expect((await save(cleared)).status).toBe(303);
    expect(await replyToOf()).toBe('');
    const [row] = await sandbox.database.db.select().from(clubs).where(eq(clubs.id, SKYLINE_ID));
    expect((await loadMailClub(sandbox.database.db, SKYLINE_ID, 'en')).replyTo).toBe(row!.supportEmail);

    const updates = (
      await sandbox.database.db.select().from(consoleAuditLog).where(eq(consoleAuditLog.clubId, SKYLINE_ID))
    ).filter((entry) => entry.action === 'club.update');
    expect(updates.map((entry) => (entry.after as { mailReplyTo: string }).mailReplyTo)).toEqual([
      'bookings@skyline.example',
      '',
    ]);
    expect((updates[1]!.before as { mailReplyTo: string }).mailReplyTo).toBe('bookings@skyline.example');
  });
});
