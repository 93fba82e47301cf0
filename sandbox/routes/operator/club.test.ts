import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, consoleAuditLog } from '../../db/schema';
import { formFields } from '../../test-support/console-form';
import { RECAPTCHA_SECRET_PURPOSE } from '../../lib/club-secrets';
import { createSecretBox, newSecretsKey } from '../../lib/secret-box';
import { operatorGet, signInOperator, type OperatorBrowser } from '../../test-support/agents';
import {
  NAKHLA_ID,
  SKYLINE_ID,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { ClubConfiguration } from '../whitelabel/schemas';

// The key the clubs' secrets are sealed with (lib/club-secrets.ts).
const BOX = createSecretBox(newSecretsKey());
const storedSecretOf = async (clubId: number) => {
  const stored = (await clubRow(clubId)).recaptchaSecretKey;
  expect(stored).toMatch(/^sealed:v1:/);
  return BOX.open(stored!, RECAPTCHA_SECRET_PURPOSE);
};

let sandbox: TestSandbox;
let skyline: OperatorBrowser;
let nakhla: OperatorBrowser;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { secretBox: BOX } });
  skyline = await signInOperator(sandbox);
  nakhla = await signInOperator(sandbox, 'operator@nakhla.test');
});
afterAll(() => sandbox.close());

async function clubForm(browser: OperatorBrowser = skyline) {
  const response = await operatorGet(sandbox, '/operator/club', browser);
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<form method="post" action="/operator/club"');
  const fields = formFields(html.slice(start, html.indexOf('</form>', start) + 7));
  return { html, fields };
}

const post = (path: string, fields: URLSearchParams | Record<string, string>, browser = skyline) =>
  sandbox.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: browser.cookie },
    body: new URLSearchParams(fields).toString(),
  });

async function configOf(domain: string): Promise<ClubConfiguration> {
  const response = await sandbox.call(`/whitelabel/config?domain=${encodeURIComponent(domain)}`, {
    club: null,
  });
  return (await readEnvelope<ClubConfiguration>(response)).data;
}

const auditOf = (clubId: number) =>
  sandbox.database.db.select().from(consoleAuditLog).where(eq(consoleAuditLog.clubId, clubId));

const clubRow = async (id: number) =>
  (await sandbox.database.db.select().from(clubs).where(eq(clubs.id, id)))[0]!;

describe('editing the club', () => {
  it('shows the club filled in, labelled, and never a secret', async () => {
    const { html, fields } = await clubForm();
    expect(fields.get('nameEn')).toBe('Skyline Travel');
    expect(fields.get('nameAr')).toBe('سكاي لاين للسفر');
    expect(fields.get('customerHost')).toBe('skyline.localhost:3000');
    expect(fields.get('agentHost')).toBe('agent.skyline.localhost:3000');
    expect(fields.get('primary_100')).toBe('#0b4f8a');
    expect(fields.getAll('languages')).toEqual(['en', 'ar']);
    expect(fields.get('defaultCountry')).toBe('AE');
    expect(fields.get('recaptchaSecretKey')).toBe('');
    expect(html).toContain('<label for="field-customerHost">Customer site host</label>');
    expect(html).toContain('<legend>Theme colours</legend>');
  });

  it('saves a change in one go: the config answer shows it, with the name per language, and the audit log has before and after', async () => {
    const { fields } = await clubForm();
    fields.set('nameAr', 'سكاي لاين');
    fields.set('primary_100', '#0a3d6b');
    fields.set('copyrightAr', 'سكاي لاين. جميع الحقوق محفوظة.');
    fields.set('instagram', 'https://www.instagram.com/skyline.new');
    fields.set('captchaProvider', 'recaptcha');
    fields.set('recaptchaSiteKey', 'site-key_123');
    fields.set('recaptchaSecretKey', 'very-secret_456');
    fields.set('intent', 'save');
    const saved = await post('/operator/club', fields);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/operator/club?saved=1');

    const config = await configOf('skyline.localhost:3000');
    expect(config.club_details.club_name).toBe('Skyline Travel');
    expect(config.club_details.club_names).toEqual({ en: 'Skyline Travel', ar: 'سكاي لاين' });
    expect(config.theme_setup.color_schema.primary['100']).toBe('#0A3D6B');
    expect(config.social_links.instagram).toBe('https://www.instagram.com/skyline.new');
    expect(config.captcha).toEqual({ provider: 'recaptcha', recaptcha_site_key: 'site-key_123' });
    // Sealed at rest (AES-256-GCM): the row holds no trace of the typed secret.
    expect((await clubRow(SKYLINE_ID)).recaptchaSecretKey).not.toContain('very-secret');
    expect(await storedSecretOf(SKYLINE_ID)).toBe('very-secret_456');

    // The secret is write-only: not on the page, not in the log.
    const again = await operatorGet(sandbox, '/operator/club?saved=1', skyline);
    const page = await again.text();
    expect(page).toContain('Saved. The site shows the change within a minute.');
    expect(page).not.toContain('very-secret_456');
    expect(page).toContain('A secret key is saved.');
    const [entry] = (await auditOf(SKYLINE_ID)).filter((row) => row.action === 'club.update');
    expect(entry?.actorEmail).toBe('operator@skyline.test');
    expect(entry?.before).toMatchObject({ names: { ar: 'سكاي لاين للسفر' } });
    expect(entry?.after).toMatchObject({
      names: { ar: 'سكاي لاين' },
      captcha: { provider: 'recaptcha', siteKey: 'site-key_123', secretKeySet: true },
    });
    expect(JSON.stringify(entry)).not.toContain('very-secret_456');
    const log = await (await operatorGet(sandbox, '/operator/audit', skyline)).text();
    expect(log).toContain('club.update');
    expect(log).toContain('سكاي لاين');

    // Saving again without typing the secret keeps it.
    const kept = (await clubForm()).fields;
    kept.set('intent', 'save');
    expect((await post('/operator/club', kept)).status).toBe(303);
    expect(await storedSecretOf(SKYLINE_ID)).toBe('very-secret_456');
  });

  it('sets the hotel map style and key (issue 35): optional, an http(s) address, {key} needs the key', async () => {
    const { fields, html } = await clubForm();
    expect(html).toContain('<legend>Hotel map</legend>');
    expect(fields.get('mapsStyleUrl')).toMatch(/\/assets\/maps\/plain-style\.json$/);
    fields.set('intent', 'save');

    fields.set('mapsStyleUrl', 'ftp://maps.example.com/style.json');
    let refused = await (await post('/operator/club', fields)).text();
    expect(refused).toContain(
      'Enter the full address of a style JSON, such as https://maps.example.com/style.json.',
    );
    fields.set('mapsStyleUrl', 'https://maps.example.com/style.json?key={key}');
    fields.set('mapsKey', '');
    refused = await (await post('/operator/club', fields)).text();
    expect(refused).toContain('This style address has {key} in it: enter the map key.');
    // What was typed stays in the form.
    expect(refused).toContain('value="https://maps.example.com/style.json?key={key}"');

    fields.set('mapsKey', 'browser-key_1');
    expect((await post('/operator/club', fields)).status).toBe(303);
    expect((await configOf('skyline.localhost:3000')).maps).toEqual({
      style_url: 'https://maps.example.com/style.json?key={key}',
      key: 'browser-key_1',
    });

    fields.set('mapsStyleUrl', '');
    fields.set('mapsKey', '');
    expect((await post('/operator/club', fields)).status).toBe(303);
    expect((await configOf('skyline.localhost:3000')).maps).toEqual({ style_url: null, key: null });
  });

  it('sets the payment methods and the tax number label (issue 30 item 22), one method at least', async () => {
    const { fields, html } = await clubForm();
    expect(fields.getAll('paymentMethods')).toEqual(['DebitCard', 'CreditCard']);
    expect(fields.get('taxIdLabel')).toBe('TRN');
    expect(html).toContain('UPI (India)');

    fields.delete('paymentMethods');
    fields.set('intent', 'save');
    const refused = await post('/operator/club', fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose at least one payment method.');

    for (const method of ['CreditCard', 'UPI', 'NetBanking']) fields.append('paymentMethods', method);
    fields.set('taxIdLabel', 'GST');
    expect((await post('/operator/club', fields)).status).toBe(303);
    expect((await configOf('skyline.localhost:3000')).payments).toEqual({
      methods: ['CreditCard', 'UPI', 'NetBanking'],
      tax_id_label: 'GST',
    });
    const entry = (await auditOf(SKYLINE_ID)).find(
      (row) => row.action === 'club.update' && JSON.stringify(row.after).includes('"GST"'),
    );
    expect(entry?.after).toMatchObject({
      payments: { methods: ['CreditCard', 'UPI', 'NetBanking'], taxIdLabel: 'GST' },
    });

    // Back to the demo's Gulf settings for the other tests.
    const restore = (await clubForm()).fields;
    restore.delete('paymentMethods');
    for (const method of ['DebitCard', 'CreditCard']) restore.append('paymentMethods', method);
    restore.set('taxIdLabel', 'TRN');
    restore.set('intent', 'save');
    expect((await post('/operator/club', restore)).status).toBe(303);
  });

  it('refuses bad input field by field, keeps what was typed and saves nothing', async () => {
    const before = await clubRow(SKYLINE_ID);
    const auditCount = (await auditOf(SKYLINE_ID)).length;
    const { fields } = await clubForm();
    fields.set('nameEn', 'Skyline Renamed');
    fields.set('customerHost', 'not a host!');
    fields.set('agentHost', 'agent.skyline.localhost:99999');
    fields.set('facebook', 'http://www.facebook.com/skyline');
    fields.set('twitter', 'javascript:alert(1)');
    fields.set('primary_100', '#ffff00');
    fields.set('secondary_40', 'blue');
    fields.set('defaultLanguage', 'fr');
    fields.set('defaultCountry', 'ZZ');
    fields.set('intent', 'save');
    const response = await post('/operator/club', fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please correct 8 fields:');
    expect(html).toContain('<a href="#field-customerHost">Customer site host: Enter a host name');
    expect(html).toContain(
      'id="field-customerHost" name="customerHost" type="text" class="ltr" dir="ltr" value="not a host!" aria-describedby="field-customerHost-hint field-customerHost-error" aria-invalid="true"',
    );
    expect(html).toContain('Only https:// addresses are allowed.');
    expect(html).toContain(
      'Unreadable: Links (primary 100 on white) has a contrast of 1.07:1; at least 4.5:1 is needed.',
    );
    expect(html).toContain('value="Skyline Renamed"');
    expect(html).toContain('value="#ffff00"');
    expect(await clubRow(SKYLINE_ID)).toEqual(before);
    expect((await auditOf(SKYLINE_ID)).length).toBe(auditCount);
  });

  it('says the errors in Arabic on Arabic pages', async () => {
    const { fields } = await clubForm();
    fields.set('primary_box', '#333333');
    fields.set('intent', 'save');
    const response = await sandbox.app.request('/operator/club', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: `${skyline.cookie}; operator_language=ar`,
      },
      body: fields.toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('يُرجى تصحيح حقل واحد:');
    expect(html).toContain('غير مقروء: نسبة التباين في «النص على المربع الأساسي»');
  });

  it("refuses another club's host, and a host used twice", async () => {
    const { fields } = await clubForm();
    fields.set('customerHost', 'nakhla.localhost:3000');
    fields.set('intent', 'save');
    const taken = await post('/operator/club', fields);
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('Another club already uses this host.');
    fields.set('customerHost', 'agent.skyline.localhost:3000');
    const same = await post('/operator/club', fields);
    expect(same.status).toBe(400);
    expect(await same.text()).toContain('The agent site needs a host of its own.');
  });

  it('moves the club to a new host at once, keeping its other addresses', async () => {
    const { fields } = await clubForm();
    fields.set('customerHost', 'Travel.Skyline.Example');
    fields.set('intent', 'save');
    expect((await post('/operator/club', fields)).status).toBe(303);
    expect((await configOf('travel.skyline.example')).club_details.club_id).toBe(SKYLINE_ID);
    expect((await configOf('localhost:3000')).club_details.club_id).toBe(SKYLINE_ID);
    expect((await configOf('travel.skyline.example')).club_details.customer_club_url).toBe(
      'http://travel.skyline.example',
    );
    fields.set('customerHost', 'skyline.localhost:3000');
    expect((await post('/operator/club', fields)).status).toBe(303);
  });

  it('previews colours without saving', async () => {
    const { fields } = await clubForm();
    fields.set('secondary_100', '#7a1fa2');
    fields.set('intent', 'preview');
    const response = await post('/operator/club', fields);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('.preview-button { display: inline-block; background: #7a1fa2;');
    // The frame's, the preview's and the no-script logo picker's style sheets are allowed by their
    // hashes, nothing else inline.
    expect(response.headers.get('content-security-policy')).toMatch(
      /style-src 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+';/,
    );
    expect((await clubRow(SKYLINE_ID)).colorSchema.secondary['100']).toBe('#13A3A0');
  });
});

describe('roles and isolation', () => {
  it("answers 404 to another club's pages and changes nothing there", async () => {
    expect((await operatorGet(sandbox, `/operator/clubs/${NAKHLA_ID}`, skyline)).status).toBe(404);
    const before = await clubRow(NAKHLA_ID);
    const { fields } = await clubForm(nakhla);
    fields.set('nameEn', 'Taken over');
    fields.set('csrf', skyline.csrf);
    expect((await post(`/operator/clubs/${NAKHLA_ID}`, fields)).status).toBe(404);
    expect(
      (
        await post(`/operator/clubs/${NAKHLA_ID}/airports`, {
          csrf: skyline.csrf,
          airportCode: 'LHR',
          airportReason: 'x',
        })
      ).status,
    ).toBe(404);
    expect(await clubRow(NAKHLA_ID)).toEqual(before);
  });

  it("lists only the operator's own club in the audit log", async () => {
    const { fields } = await clubForm(nakhla);
    fields.set('copyrightEn', 'Nakhla Trips. All rights reserved.');
    fields.set('intent', 'save');
    fields.set('csrf', nakhla.csrf);
    expect((await post('/operator/club', fields, nakhla)).status).toBe(303);
    const own = await (await operatorGet(sandbox, '/operator/audit', nakhla)).text();
    expect(own).toContain('operator@nakhla.test');
    expect(own).not.toContain('operator@skyline.test');
  });

  it('refuses a post without the CSRF token, or with another session’s', async () => {
    const before = await clubRow(SKYLINE_ID);
    const { fields } = await clubForm();
    fields.set('nameEn', 'Forged');
    fields.set('intent', 'save');
    fields.delete('csrf');
    expect((await post('/operator/club', fields)).status).toBe(403);
    fields.set('csrf', nakhla.csrf);
    expect((await post('/operator/club', fields)).status).toBe(403);
    expect((await post('/operator/club/airports', { airportCode: 'LHR', airportReason: 'x' })).status).toBe(
      403,
    );
    expect(await clubRow(SKYLINE_ID)).toEqual(before);
  });
});

const upload = (content: Buffer | string, name: string, browser = skyline) => {
  const form = new FormData();
  form.set('csrf', browser.csrf);
  form.set('logo', new File([typeof content === 'string' ? content : new Uint8Array(content)], name));
  return sandbox.app.request('/operator/club/logo', {
    method: 'POST',
    headers: { Cookie: browser.cookie },
    body: form,
  });
};

describe('the logo', () => {
  it('refuses a hostile SVG with a field error and keeps the old logo', async () => {
    const response = await upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'evil.svg');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This SVG was refused: it contains scripts');
    expect((await clubRow(SKYLINE_ID)).logoFile).toBeNull();
  });

  it('stores a PNG, serves it under the club images path, and the config points to it', async () => {
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#0b4f8a' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'logo.png');
    expect(response.status).toBe(303);
    const config = await configOf('skyline.localhost:3000');
    expect(config.images.logo).toMatch(/\/assets\/clubs\/skyline\/logo-[0-9a-f]{16}\.png$/);
    const served = await sandbox.app.request(new URL(config.images.logo).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const entry = (await auditOf(SKYLINE_ID)).find((row) => row.action === 'club.logo');
    expect(entry?.after).toMatchObject({ contentType: 'image/png' });
  });
});

describe('blacklisted airports', () => {
  it('adds an airport from the list, which the site’s blacklist call then answers, and removes it', async () => {
    const unknown = await post('/operator/club/airports', {
      csrf: skyline.csrf,
      airportCode: 'QQQ',
      airportReason: 'Closed',
    });
    expect(unknown.status).toBe(400);
    const page = await unknown.text();
    expect(page).toContain('There is no airport with this code in the airport list.');
    expect(page).toContain('value="QQQ"');
    const added = await post('/operator/club/airports', {
      csrf: skyline.csrf,
      airportCode: 'lhr',
      airportReason: 'Not sold',
    });
    expect(added.status).toBe(303);
    const listed = await readEnvelope<{ airportCode: string }[]>(await sandbox.call('/flight/blacklist'));
    expect(listed.data.map((row) => row.airportCode)).toContain('LHR');
    expect(
      (
        await post('/operator/club/airports', {
          csrf: skyline.csrf,
          airportCode: 'LHR',
          airportReason: 'Again',
        })
      ).status,
    ).toBe(400);
    expect(
      (await post('/operator/club/airports/remove', { csrf: skyline.csrf, airportCode: 'LHR' })).status,
    ).toBe(303);
    const after = await readEnvelope<{ airportCode: string }[]>(await sandbox.call('/flight/blacklist'));
    expect(after.data.map((row) => row.airportCode)).not.toContain('LHR');
    const actions = (await auditOf(SKYLINE_ID)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['airport.blacklist', 'airport.unblacklist']));
  });
});

describe('the club pages', () => {
  it('saves the Arabic terms as sanitised rich text, which the site reads at once', async () => {
    const path = '/operator/club/pages/terms-and-conditions/ar';
    expect((await operatorGet(sandbox, path, skyline)).status).toBe(200);
    const body =
      '<h2>الشروط</h2><p onclick="x()">نص <strong>مهم</strong> <a href="javascript:alert(1)">رابط</a></p><script>alert(1)</script>';
    const saved = await post(path, { csrf: skyline.csrf, title: 'الشروط والأحكام', body });
    expect(saved.status).toBe(303);
    const page = await readEnvelope<{ title: string; content: string }>(
      await sandbox.call('/cms/page/terms-and-conditions', { headers: { language: 'ar' } }),
    );
    expect(page.data.title).toBe('الشروط والأحكام');
    expect(page.data.content).toBe('<h2>الشروط</h2><p>نص <strong>مهم</strong> <a>رابط</a></p>');
    const empty = await post(path, { csrf: skyline.csrf, title: '', body: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect((await operatorGet(sandbox, '/operator/club/pages/terms-and-conditions/fr', skyline)).status).toBe(
      404,
    );
  });
});
