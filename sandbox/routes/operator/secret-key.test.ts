import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../../db/schema';
import { operatorGet, signInOperator, type OperatorBrowser } from '../../test-support/agents';
import { formFields } from '../../test-support/console-form';
import { startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { CLUB_TEXTS } from './club-texts';

/**
 * A production start without SANDBOX_SECRETS_KEY has no key to seal a club's secret with
 * (lib/club-secrets.ts): the console refuses a typed secret on its field, in the operator's
 * language, keeps the rest of what was typed, and saves nothing.
 */

let sandbox: TestSandbox;
let skyline: OperatorBrowser;

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { secretBox: null } });
  skyline = await signInOperator(sandbox);
});
afterAll(() => sandbox.close());

describe('a server without a secrets key', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`refuses to store a club's secret, on its field (${lang})`, async () => {
      const cookie = `${skyline.cookie}; operator_language=${lang}`;
      const html = await (await operatorGet(sandbox, '/operator/club', { ...skyline, cookie })).text();
      const start = html.indexOf('<form method="post" action="/operator/club"');
      const fields = formFields(html.slice(start, html.indexOf('</form>', start) + 7));
      fields.set('nameEn', 'Skyline Typed');
      fields.set('captchaProvider', 'recaptcha');
      fields.set('recaptchaSiteKey', 'site-key_123');
      fields.set('recaptchaSecretKey', 'plain-secret_789');
      fields.set('intent', 'save');
      const answer = await sandbox.app.request('/operator/club', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: fields.toString(),
      });
      expect(answer.status).toBe(400);
      const page = await answer.text();
      expect(page).toContain('id="field-recaptchaSecretKey-error"');
      expect(page).toContain(CLUB_TEXTS[lang].errors.noSecretsKey);
      expect(page).toContain('value="Skyline Typed"');
      expect(page).not.toContain('plain-secret_789');
      const [row] = await sandbox.database.db.select().from(clubs).where(eq(clubs.id, 101));
      expect(row!.recaptchaSecretKey).toBeNull();
      expect(row!.name).toBe('Skyline Travel');
    });
  }
});
