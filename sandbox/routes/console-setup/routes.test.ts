import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { CONSOLE_ROLE, consoleUsers } from '../../db/schema';
import { createSetupLink } from '../../lib/console-setup';
import { verifyPassword } from '../../lib/passwords';
import { startTestSandbox, TEST_CONFIG, type TestSandbox } from '../../test-support/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  // The set-up page's own budgets (5 posts per link, 10 per address in 10 minutes), not the generous ones.
  sandbox = await startTestSandbox({ services: { rateLimits: { perIp: 10_000, perEmail: 10_000 } } });
});
afterAll(() => sandbox.close());

let counter = 0;
async function anAccount(role: 1 | 2 = CONSOLE_ROLE.WL_ADMIN) {
  const email = `console-${++counter}-${Date.now()}@club.example`;
  const db: Database = sandbox.database.db;
  const [row] = await db
    .insert(consoleUsers)
    .values({ email, role, clubId: role === CONSOLE_ROLE.WL_ADMIN ? 101 : null })
    .returning({ id: consoleUsers.id });
  return { id: row!.id, email };
}

async function aLink(role: 1 | 2 = CONSOLE_ROLE.WL_ADMIN, now?: Date) {
  const account = await anAccount(role);
  const link = new URL(await createSetupLink(sandbox.database.db, account.id, TEST_CONFIG.publicUrl, now));
  return { ...account, path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! };
}

async function openForm(path: string, headers: Record<string, string> = {}) {
  const response = await sandbox.app.request(path, { headers });
  const html = await response.text();
  return { response, html, csrf: /name="csrf" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? '' };
}

let addresses = 0;
function postForm(
  fields: Record<string, string>,
  // A new address per post unless given: these tests count posts per link, not per address.
  { ip = `203.0.113.${++addresses}`, origin }: { ip?: string; origin?: string } = {},
) {
  return sandbox.app.request('/operator/setup', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'x-test-client-ip': ip,
      ...(origin ? { Origin: origin } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const passwordOf = async (email: string) =>
  (await sandbox.database.db.select().from(consoleUsers).where(eq(consoleUsers.email, email)))[0]!
    .passwordHash;

describe('GET /operator/setup', () => {
  it('shows the form for a valid link, in English or Arabic, with a strict page policy', async () => {
    const { path, email } = await aLink(CONSOLE_ROLE.SUPER_ADMIN);
    const english = await openForm(path);
    expect(english.response.status).toBe(200);
    expect(english.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(english.response.headers.get('cache-control')).toBe('no-store');
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain(`<bdi dir="ltr">${email}</bdi>`);
    expect(english.html).toContain('Super administrator');

    const arabic = await openForm(`${path}&lang=ar`);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('إعداد حسابك في لوحة التحكم');
    // The console's language choice is followed too.
    const fromCookie = await openForm(path, { Cookie: 'operator_language=ar' });
    expect(fromCookie.html).toContain('dir="rtl"');
  });

  it('answers a wrong, truncated or missing token with a page saying so, in both languages', async () => {
    const { token } = await aLink();
    for (const path of [
      '/operator/setup',
      `/operator/setup?token=${token.slice(0, -1)}`,
      `/operator/setup?token=${'A'.repeat(43)}`,
      '/operator/setup?token=%3Cscript%3E',
    ]) {
      const { response, html } = await openForm(path);
      expect(response.status, path).toBe(404);
      expect(html).toContain('This set-up link is not valid');
      expect(html).not.toContain('<script>');
    }
    const { html } = await openForm(`/operator/setup?token=${'A'.repeat(43)}&lang=ar`);
    expect(html).toContain('رابط الإعداد هذا غير صالح');
  });

  it('refuses an expired link with 410', async () => {
    const { path } = await aLink(CONSOLE_ROLE.WL_ADMIN, new Date(Date.now() - 25 * 60 * 60_000));
    const { response, html } = await openForm(path);
    expect(response.status).toBe(410);
    expect(html).toContain('This set-up link has expired');
  });
});

describe('POST /operator/setup', () => {
  it('sets a password that follows the site rule, once', async () => {
    const { path, token, email } = await aLink();
    const { csrf } = await openForm(path);
    const fields = { token, csrf, password: 'Club#Owner1', confirmPassword: 'Club#Owner1' };
    const done = await postForm(fields);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('href="/operator"');
    expect(await verifyPassword((await passwordOf(email))!, 'Club#Owner1')).toBe(true);

    const again = await postForm({ ...fields, password: 'Other#Pass2', confirmPassword: 'Other#Pass2' });
    expect(again.status).toBe(410);
    expect(await verifyPassword((await passwordOf(email))!, 'Club#Owner1')).toBe(true);
  });

  it('refuses a password against the rule or a different confirmation, keeping the link usable', async () => {
    const { path, token, email } = await aLink();
    const { csrf } = await openForm(path);
    // Five posts per link: three broken rules, a mismatch, then a good one.
    for (const password of ['NoDigits!!', 'has space1!', `${'a1!'.repeat(22)}`]) {
      const response = await postForm({ token, csrf, password, confirmPassword: password });
      expect(response.status, password).toBe(400);
      const html = await response.text();
      expect(html).toContain('does not follow the rule');
      expect(html).toContain('aria-invalid="true"');
    }
    const differ = await postForm({ token, csrf, password: 'Good#Pass1', confirmPassword: 'Good#Pass2' });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The two passwords are not the same.');
    expect(await passwordOf(email)).toBeNull();
    // Arabic letters and Arabic-Indic digits count, as on the site.
    const arabic = await postForm({
      token,
      csrf,
      password: 'سفر#١٢٣٤',
      confirmPassword: 'سفر#١٢٣٤',
      lang: 'ar',
    });
    expect(arabic.status).toBe(200);
    expect(await arabic.text()).toContain('تم تعيين كلمة المرور');
  });

  it('refuses a post without the form token or from another site', async () => {
    const { token, email } = await aLink();
    const noCsrf = await postForm({ token, password: 'Good#Pass1', confirmPassword: 'Good#Pass1' });
    expect(noCsrf.status).toBe(403);
    const { csrf } = await openForm(`/operator/setup?token=${token}`);
    const otherSite = await postForm(
      { token, csrf, password: 'Good#Pass1', confirmPassword: 'Good#Pass1' },
      { origin: 'https://evil.example' },
    );
    expect(otherSite.status).toBe(403);
    expect(await passwordOf(email)).toBeNull();
  });

  it('answers a wrong token with a page, never an error, and limits posts per link', async () => {
    const wrong = await postForm(
      { token: 'nope', csrf: 'x', password: 'a', confirmPassword: 'a' },
      { ip: '198.51.100.7' },
    );
    expect(wrong.status).toBe(404);

    const { path, token } = await aLink();
    const { csrf } = await openForm(path);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await postForm(
        { token, csrf, password: 'weak', confirmPassword: 'weak' },
        { ip: `198.51.100.${20 + attempt}` },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.text()).toContain('Too many attempts');
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
