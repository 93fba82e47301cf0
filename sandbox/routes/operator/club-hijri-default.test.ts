import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSeeds } from '../../db/seed-data/clubs';
import { DEMO_PASSWORD, DEMO_SUPER_ADMIN_EMAIL } from '../../db/seed-data/users';
import { csrfOf, operatorGet, type OperatorBrowser } from '../../test-support/agents';
import { TEST_SITE_PORT, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { ClubConfiguration } from '../whitelabel/schemas';
import { NEW_CLUB_COLOURS } from './super-routes';

/**
 * Hijri dates start on for a club whose default language is Arabic (issue 35): in the seeds and
 * when a super administrator creates a club, with or without the form's script, unless they chose.
 */

type DomWindow = Window & typeof globalThis & { eval: (code: string) => unknown };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => { window: DomWindow };
};
const SCRIPT = readFileSync(new URL('./assets/club-form.js', import.meta.url), 'utf8');

let sandbox: TestSandbox;
let admin: OperatorBrowser;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const response = await sandbox.app.request('/operator/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: DEMO_SUPER_ADMIN_EMAIL, password: DEMO_PASSWORD }).toString(),
  });
  const cookie = /^(operator_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const page = await (await operatorGet(sandbox, '/operator/clubs/new', { cookie, csrf: '' })).text();
  admin = { cookie, csrf: csrfOf(page) ?? '' };
});
afterAll(() => sandbox.close());

let count = 0;
/** Creates a club as the new club form posts it; answers its `show_hijri`. */
async function createClub(fields: Record<string, string>): Promise<boolean | undefined> {
  count += 1;
  const host = `hijri${count}.localhost:3000`;
  const body = new URLSearchParams({
    csrf: admin.csrf,
    slug: `hijri-${count}`,
    nameEn: `Hijri ${count}`,
    nameAr: `هجري ${count}`,
    cssClass: `club-hijri-${count}`,
    operatorEmail: `operator${count}@hijri.test`,
    customerHost: host,
    agentHost: `agent.${host}`,
    currencies: 'SAR',
    defaultCurrency: 'SAR',
    defaultCountry: 'SA',
    copyrightEn: 'Hijri.',
    copyrightAr: 'هجري.',
    paymentMethods: 'CreditCard',
    taxIdLabel: 'VAT',
    captchaProvider: 'altcha',
    intent: 'save',
    ...NEW_CLUB_COLOURS,
    ...fields,
  });
  body.append('languages', 'en');
  body.append('languages', 'ar');
  const created = await sandbox.app.request('/operator/clubs/new', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: admin.cookie },
    body: body.toString(),
  });
  expect(created.status).toBe(201);
  const response = await sandbox.call(`/whitelabel/config?domain=${encodeURIComponent(host)}`, {
    club: null,
  });
  return (await readEnvelope<ClubConfiguration | null>(response)).data?.show_hijri;
}

describe('a new club’s Hijri dates', () => {
  it('follow the default language in the seeds: on for Nakhla (Arabic), as Skyline chose', async () => {
    const nakhla = clubSeeds.find((club) => club.slug === 'nakhla');
    expect(nakhla?.defaultLanguage).toBe('ar');
    expect(nakhla?.showHijri).toBeUndefined();
    for (const domain of [`nakhla.localhost:${TEST_SITE_PORT}`, `skyline.localhost:${TEST_SITE_PORT}`]) {
      const response = await sandbox.call(`/whitelabel/config?domain=${domain}`, { club: null });
      expect((await readEnvelope<ClubConfiguration | null>(response)).data?.show_hijri).toBe(true);
    }
  });

  it('are on for an Arabic club and off for an English one when the box is left as drawn (no script)', async () => {
    // The form is drawn for English (unticked); the operator picks a default language and saves.
    expect(await createClub({ defaultLanguage: 'ar', showHijriDrawn: 'off', showHijriChosen: '' })).toBe(
      true,
    );
    expect(await createClub({ defaultLanguage: 'en', showHijriDrawn: 'off', showHijriChosen: '' })).toBe(
      false,
    );
  });

  it('keep what the operator chose', async () => {
    // Cleared for an Arabic club (the box was drawn ticked), ticked for an English one.
    expect(await createClub({ defaultLanguage: 'ar', showHijriDrawn: 'on', showHijriChosen: '' })).toBe(
      false,
    );
    expect(
      await createClub({
        defaultLanguage: 'en',
        showHijriDrawn: 'off',
        showHijri: 'on',
        showHijriChosen: '',
      }),
    ).toBe(true);
    // Chosen earlier (a page drawn again after an error), then left as drawn.
    expect(await createClub({ defaultLanguage: 'ar', showHijriDrawn: 'off', showHijriChosen: '1' })).toBe(
      false,
    );
  });

  it('follow the default language as it is picked in the form, until the box is touched (script)', async () => {
    const html = await (await operatorGet(sandbox, '/operator/clubs/new', admin)).text();
    const { window } = new JSDOM(html, { runScripts: 'outside-only' });
    window.eval(SCRIPT);
    const document = window.document;
    const box = document.querySelector<HTMLInputElement>('input[name="showHijri"]')!;
    const language = document.querySelector<HTMLSelectElement>('select[name="defaultLanguage"]')!;
    const drawn = document.querySelector<HTMLInputElement>('input[name="showHijriDrawn"]')!;
    const pick = (code: string) => {
      language.value = code;
      language.dispatchEvent(new window.Event('change', { bubbles: true }));
    };
    expect(language.value).toBe('en');
    expect(box.checked).toBe(false);
    pick('ar');
    expect(box.checked).toBe(true);
    expect(drawn.value).toBe('on');
    pick('en');
    expect(box.checked).toBe(false);
    box.checked = true;
    box.dispatchEvent(new window.Event('change', { bubbles: true }));
    pick('ar');
    pick('en');
    expect(box.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[name="showHijriChosen"]')!.value).toBe('1');
  });
});
