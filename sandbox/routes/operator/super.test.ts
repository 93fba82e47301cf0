import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, consoleAuditLog } from '../../db/schema';
import { DEMO_PASSWORD, DEMO_SUPER_ADMIN_EMAIL } from '../../db/seed-data/users';
import { completeSetup } from '../../lib/console-setup';
import { hashPassword } from '../../lib/passwords';
import { operatorGet, signInOperator, type OperatorBrowser } from '../../test-support/agents';
import { NAKHLA_ID, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { ClubConfiguration } from '../whitelabel/schemas';

let sandbox: TestSandbox;
let admin: OperatorBrowser;
// The demo's super administrator (seeded with the demo password).
const ADMIN = DEMO_SUPER_ADMIN_EMAIL;
const PASSWORD = DEMO_PASSWORD;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  admin = await signIn(ADMIN, PASSWORD, '/operator/clubs');
});
afterAll(() => sandbox.close());

async function signIn(email: string, password: string, landing: string): Promise<OperatorBrowser> {
  const response = await sandbox.app.request('/operator/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(landing);
  const cookie = /^(operator_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const html = await (await operatorGet(sandbox, landing, { cookie, csrf: '' })).text();
  const csrf = /name="csrf" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  return { cookie, csrf };
}

const post = (path: string, fields: Record<string, string | string[]>, browser: OperatorBrowser) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries({ csrf: browser.csrf, ...fields })) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return sandbox.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: browser.cookie },
    body: body.toString(),
  });
};

const COLOURS = {
  primary_100: '#7a1fa2',
  primary_80: '#954cb5',
  primary_60: '#af79c7',
  primary_40: '#caa5da',
  primary_30: '#d7bce3',
  primary_20: '#e4d2ec',
  secondary_100: '#c2185b',
  secondary_80: '#ce467c',
  secondary_60: '#da749d',
  secondary_40: '#e7a3bd',
  secondary_20: '#f3d1de',
  primary_box: '#f6eefa',
};

const newClub = (overrides: Record<string, string | string[]> = {}) => ({
  slug: 'desert-trips',
  nameEn: 'Desert Trips',
  nameAr: 'رحلات الصحراء',
  cssClass: 'club-desert',
  operatorEmail: 'Operator@Desert.test',
  customerHost: 'desert.localhost:3000',
  agentHost: 'agent.desert.localhost:3000',
  languages: ['en', 'ar'],
  defaultLanguage: 'ar',
  currencies: ['SAR', 'USD'],
  defaultCurrency: 'SAR',
  defaultCountry: 'SA',
  copyrightEn: 'Desert Trips.',
  copyrightAr: 'رحلات الصحراء.',
  paymentMethods: ['DebitCard', 'CreditCard'],
  taxIdLabel: 'VAT',
  captchaProvider: 'altcha',
  intent: 'save',
  ...COLOURS,
  ...overrides,
});

async function configOf(domain: string): Promise<ClubConfiguration | null> {
  const response = await sandbox.call(`/whitelabel/config?domain=${encodeURIComponent(domain)}`, {
    club: null,
  });
  return (await readEnvelope<ClubConfiguration | null>(response)).data;
}

describe('a super administrator', () => {
  it('creates a club and its operator: the host works at once, the set-up link is shown once, the operator sees only that club', async () => {
    const list = await (await operatorGet(sandbox, '/operator/clubs', admin)).text();
    expect(list).toContain('Skyline Travel');
    expect(list).toContain('Nakhla Trips');

    const created = await post('/operator/clubs/new', newClub(), admin);
    expect(created.status).toBe(201);
    const page = await created.text();
    const link = /(http[^<]+\/operator\/setup\?token=[A-Za-z0-9_-]+)/.exec(page)?.[1];
    expect(link).toBeDefined();

    const config = await configOf('desert.localhost:3000');
    expect(config?.club_details.club_names).toEqual({ en: 'Desert Trips', ar: 'رحلات الصحراء' });
    expect(config?.theme_setup.color_schema.primary['100']).toBe('#7A1FA2');
    expect(config?.default_language).toBe('ar');
    const clubId = config!.club_details.club_id;
    const [entry] = await sandbox.database.db
      .select()
      .from(consoleAuditLog)
      .where(eq(consoleAuditLog.clubId, clubId));
    expect(entry).toMatchObject({ actorEmail: ADMIN, action: 'club.create', before: null });

    // The operator sets a password with the link, signs in, and runs only Desert Trips.
    const token = new URL(link!.replace(/&amp;/g, '&')).searchParams.get('token')!;
    expect(await completeSetup(sandbox.database.db, token, await hashPassword(PASSWORD))).not.toBeNull();
    const operator = await signIn('operator@desert.test', PASSWORD, '/operator/applications');
    const own = await (await operatorGet(sandbox, '/operator/club', operator)).text();
    expect(own).toContain('value="Desert Trips"');
    expect((await operatorGet(sandbox, `/operator/clubs/${NAKHLA_ID}`, operator)).status).toBe(404);
    expect((await operatorGet(sandbox, '/operator/clubs', operator)).status).toBe(404);
    expect((await post('/operator/clubs/new', newClub({ slug: 'x2' }), operator)).status).toBe(404);
    const audit = await (await operatorGet(sandbox, '/operator/audit', operator)).text();
    expect(audit).toContain('club.create');
    expect(audit).not.toContain('operator@skyline.test');
  });

  it('refuses a taken host, slug or operator address, and keeps nothing of that club', async () => {
    const before = await sandbox.database.db.select({ id: clubs.id }).from(clubs);
    const hostTaken = await post(
      '/operator/clubs/new',
      newClub({ slug: 'other', customerHost: 'skyline.localhost:3000' }),
      admin,
    );
    expect(hostTaken.status).toBe(409);
    expect(await hostTaken.text()).toContain('Another club already uses this host.');
    const emailTaken = await post(
      '/operator/clubs/new',
      newClub({
        slug: 'third',
        customerHost: 'third.localhost',
        agentHost: 'agent.third.localhost',
        operatorEmail: 'operator@desert.test',
      }),
      admin,
    );
    expect(emailTaken.status).toBe(409);
    expect(await emailTaken.text()).toContain('This e-mail already has a console account.');
    const bad = await post(
      '/operator/clubs/new',
      newClub({ slug: 'Bad Slug', operatorEmail: 'nope' }),
      admin,
    );
    expect(bad.status).toBe(400);
    expect(await sandbox.database.db.select({ id: clubs.id }).from(clubs)).toEqual(before);
    expect(await configOf('third.localhost')).toBeNull();
  });

  it("a club operator cannot reach another club's settings by its id", async () => {
    const skyline = await signInOperator(sandbox);
    expect((await operatorGet(sandbox, `/operator/clubs/${NAKHLA_ID}`, skyline)).status).toBe(404);
  });
});
