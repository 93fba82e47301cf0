import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApplications } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limit';
import {
  aCompany,
  aPdf,
  operatorGet,
  operatorPost,
  signInOperator,
  submittedApplicant,
  type Applicant,
  type OperatorBrowser,
} from '../../test-support/agents';
import { DEMO_PASSWORD, inboxOf, logIn } from '../../test-support/auth';
import {
  NAKHLA_ID,
  TEST_CLIENT_IP_HEADER,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { AgentApplication } from '../agent-applications/schemas';
import { reasonOf, startingBalanceOf } from './routes';

let sandbox: TestSandbox;
let operator: OperatorBrowser;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  operator = await signInOperator(sandbox);
});
afterAll(() => sandbox.close());

const base = (applicant: Applicant) => `/operator/applications/${applicant.application.id}`;
/** A decision posted as the browser does: a 303 to the application's page is followed. */
async function decide(path: string, browser: OperatorBrowser | null, fields: Record<string, string> = {}) {
  const response = await operatorPost(sandbox, path, browser, fields);
  if (response.status !== 303) return response;
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/operator\/applications\/\d+\?done=[1-4]$/);
  return operatorGet(sandbox, location, browser);
}
const review = (applicant: Applicant, browser: OperatorBrowser | null = operator) =>
  decide(`${base(applicant)}/review`, browser);
const approve = (
  applicant: Applicant,
  startingBalance = '2500',
  browser: OperatorBrowser | null = operator,
) => decide(`${base(applicant)}/approve`, browser, { startingBalance });
const reject = (applicant: Applicant, reason = 'The trade licence has expired.', browser = operator) =>
  decide(`${base(applicant)}/reject`, browser, { reason });

async function statusOf(applicant: Applicant): Promise<AgentApplication['status']> {
  const response = await sandbox.call('/agent/application', { token: applicant.token, club: applicant.club });
  return (await readEnvelope<AgentApplication>(response)).data.status;
}

describe('signing in on /operator', () => {
  it('shows the sign-in form, with its own strict Content-Security-Policy', async () => {
    const response = await operatorGet(sandbox, '/operator', null);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'/);
    // A browser sends `Origin: null` with a form post from a no-referrer page, which the
    // same-origin check refuses: the page's own forms must carry its origin.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
  });

  it('sets an HttpOnly, SameSite=Strict cookie for /operator', async () => {
    const response = await operatorPost(sandbox, '/operator/login', null, {
      email: 'operator@skyline.test',
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/operator/applications');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^operator_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/operator/);
  });

  it.each([
    ['a wrong password', 'operator@skyline.test', 'Wrong@1234'],
    ['an agent', 'agent@skyline.test', DEMO_PASSWORD],
    ['a customer', 'customer@skyline.test', DEMO_PASSWORD],
    ['an unknown address', 'nobody@skyline.test', DEMO_PASSWORD],
  ])('refuses %s with 401 and no cookie', async (_, email, password) => {
    const response = await operatorPost(sandbox, '/operator/login', null, { email, password });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('Wrong email or password, or not an operator account.');
  });

  it('sends a visitor without a session back to the sign-in page', async () => {
    const response = await operatorGet(sandbox, '/operator/applications', null);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/operator');
    const forged = { cookie: 'operator_session=not-a-token', csrf: operator.csrf };
    expect((await operatorGet(sandbox, '/operator/applications', forged)).status).toBe(303);
  });

  it("does not take an agent's login token as an operator session", async () => {
    const agent = await logIn(sandbox, 'agent@skyline.test');
    const browser = { cookie: `operator_session=${agent.token}`, csrf: operator.csrf };
    expect((await operatorGet(sandbox, '/operator/applications', browser)).status).toBe(303);
  });

  it('signs out: the session stops working', async () => {
    const browser = await signInOperator(sandbox);
    const response = await operatorPost(sandbox, '/operator/logout', browser);
    expect(response.status).toBe(303);
    expect((await operatorGet(sandbox, '/operator/applications', browser)).status).toBe(303);
  });
});

describe('reviewing an application', () => {
  it('lists the submitted application, opens it with its documents, and downloads one', async () => {
    const applicant = await submittedApplicant(sandbox);
    const list = await (await operatorGet(sandbox, '/operator/applications', operator)).text();
    expect(list).toContain(applicant.email);
    expect(list).toContain('Khalil Travel &amp; Tours');
    expect(list).toContain(`href="${base(applicant)}"`);

    const detail = await operatorGet(sandbox, base(applicant), operator);
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain('<dd data-testid="application-status">Pending</dd>');
    expect(html).toContain('licence.pdf');
    expect(html).toContain('#0b5cad');
    expect(html).toContain('>Start review</button>');
    expect(html).not.toContain('>Approve</button>');

    const documentId = applicant.application.documents[0]!.id;
    const download = await operatorGet(sandbox, `${base(applicant)}/documents/${documentId}`, operator);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(Buffer.from(await download.arrayBuffer()).equals(aPdf())).toBe(true);
  });

  it('moves PENDING → IN_REVIEW → APPROVED: the wallet opens with the balance, the agent logs in, mail in their language', async () => {
    const applicant = await submittedApplicant(sandbox, { language: 'ar' });
    const inReview = await review(applicant);
    expect(inReview.status).toBe(200);
    const reviewPage = await inReview.text();
    expect(reviewPage).toContain('<dd data-testid="application-status">In review</dd>');
    expect(reviewPage).toContain('The review has started.');
    // The notice follows the state: an old link does not claim a decision that is not there.
    const stale = await operatorGet(sandbox, `${base(applicant)}?done=1`, operator);
    expect(await stale.text()).not.toContain('Approved. The agent’s wallet is open');
    expect(await statusOf(applicant)).toBe(3);

    const approved = await approve(applicant, '2500.5');
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('<dd data-testid="application-status">Approved</dd>');

    const login = await logIn(sandbox, applicant.email, DEMO_PASSWORD);
    expect(login.user.agentApproval).toBe(1);
    const balance = await readEnvelope<{ availableBalance: number; currency: string }>(
      await sandbox.call(`/agent/wallet/available/balance/${login.user.id}`, { token: login.token }),
    );
    expect(balance.data).toEqual({ availableBalance: 2500.5, currency: 'USD', points: 0 });
    expect((await sandbox.call('/auth/handoff-token', { method: 'POST', token: login.token })).status).toBe(
      201,
    );

    const mail = await inboxOf(sandbox, applicant.email);
    expect(mail.map((item) => item.language)).toEqual(['ar', 'ar', 'ar', 'ar']);
    expect(mail[0]?.subject).toContain('تمت الموافقة');
    expect(mail[0]?.text).toContain('2,500.50');
    expect(mail[1]?.subject).toContain('قيد المراجعة');
  });

  it('rejects with the reason, which the applicant reads and is mailed; no approval until re-submitted', async () => {
    const applicant = await submittedApplicant(sandbox);
    const rejected = await reject(applicant, 'The trade licence <has> expired.');
    expect(rejected.status).toBe(200);
    const html = await rejected.text();
    expect(html).toContain('The trade licence &lt;has&gt; expired.');
    expect(html).not.toContain('>Approve</button>');

    const seen = await readEnvelope<AgentApplication>(
      await sandbox.call('/agent/application', { token: applicant.token }),
    );
    expect(seen.data).toMatchObject({
      status: 4,
      rejectionReason: 'The trade licence <has> expired.',
      editable: true,
    });
    const [mail] = await inboxOf(sandbox, applicant.email);
    expect(mail?.subject).toBe('Skyline Travel: Your agent application needs changes');
    expect(mail?.text).toContain('The trade licence <has> expired.');

    // REJECTED: neither approve nor review until the applicant submits again.
    expect((await approve(applicant)).status).toBe(409);
    expect((await review(applicant)).status).toBe(409);
    expect(await statusOf(applicant)).toBe(4);

    const fixed = await sandbox.call('/agent/application/company', {
      method: 'PUT',
      token: applicant.token,
      body: aCompany({ companyName: 'Khalil Tours' }),
    });
    expect(fixed.status).toBe(200);
    expect(
      (await sandbox.call('/agent/application/submit', { method: 'POST', token: applicant.token })).status,
    ).toBe(200);
    expect((await review(applicant)).status).toBe(200);
    expect((await approve(applicant, '0')).status).toBe(200);
    expect(await statusOf(applicant)).toBe(1);
  });

  it('does not approve straight from PENDING, nor twice', async () => {
    const applicant = await submittedApplicant(sandbox);
    const early = await approve(applicant);
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('This cannot be done while the application is pending.');
    await review(applicant);
    expect((await approve(applicant, '10')).status).toBe(200);
    expect((await approve(applicant, '10')).status).toBe(409);
    expect((await reject(applicant)).status).toBe(409);
  });

  it('answers 400 for a bad starting balance or an empty reason, and changes nothing', async () => {
    const applicant = await submittedApplicant(sandbox);
    await review(applicant);
    for (const amount of ['-5', 'abc', '1000000.01', '12.345', '']) {
      expect((await approve(applicant, amount)).status).toBe(400);
    }
    expect((await reject(applicant, '   ')).status).toBe(400);
    expect((await reject(applicant, 'x'.repeat(501))).status).toBe(400);
    expect(await statusOf(applicant)).toBe(3);
  });

  it('refuses a post without the CSRF token, or with another session’s', async () => {
    const applicant = await submittedApplicant(sandbox);
    const response = await operatorPost(sandbox, `${base(applicant)}/review`, operator, { csrf: '' });
    expect(response.status).toBe(403);
    const other = await signInOperator(sandbox);
    const crossed = await operatorPost(sandbox, `${base(applicant)}/review`, operator, { csrf: other.csrf });
    expect(crossed.status).toBe(403);
    expect((await review(applicant, null)).status).toBe(401);
    expect(await statusOf(applicant)).toBe(2);
  });
});

describe('posts from another site', () => {
  it('refuses a sign-in or a decision whose Origin is another host, before reading it', async () => {
    const applicant = await submittedApplicant(sandbox);
    const post = (path: string, origin: string, fields: Record<string, string>) =>
      sandbox.app.request(`http://sandbox.test:4000${path}`, {
        method: 'POST',
        headers: {
          Origin: origin,
          Cookie: operator.cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
    const login = await post('/operator/login', 'https://evil.example', {
      email: 'operator@skyline.test',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.headers.get('set-cookie')).toBeNull();
    const crossSite = await post(`${base(applicant)}/review`, 'https://evil.example', {
      csrf: operator.csrf,
    });
    expect(crossSite.status).toBe(403);
    expect(await statusOf(applicant)).toBe(2);
    // The page's own forms carry its own origin.
    const own = await post(`${base(applicant)}/review`, 'http://sandbox.test:4000', { csrf: operator.csrf });
    expect(own.status).toBe(303);
    expect(await statusOf(applicant)).toBe(3);
  });
});

describe('who may see an application', () => {
  it("hides another club's applications and their documents from the operator", async () => {
    const nakhla = await submittedApplicant(sandbox, { club: NAKHLA_ID });
    const list = await (await operatorGet(sandbox, '/operator/applications', operator)).text();
    expect(list).not.toContain(nakhla.email);
    expect((await operatorGet(sandbox, base(nakhla), operator)).status).toBe(404);
    const documentId = nakhla.application.documents[0]!.id;
    expect((await operatorGet(sandbox, `${base(nakhla)}/documents/${documentId}`, operator)).status).toBe(
      404,
    );
    expect((await review(nakhla)).status).toBe(404);

    // Nakhla's own operator sees it.
    const nakhlaOperator = await signInOperator(sandbox, 'operator@nakhla.test');
    expect((await operatorGet(sandbox, base(nakhla), nakhlaOperator)).status).toBe(200);
  });

  it('does not list or open an application that was never submitted', async () => {
    const applicant = await submittedApplicant(sandbox);
    await sandbox.database.db
      .update(agentApplications)
      .set({ submittedAt: null })
      .where(eq(agentApplications.id, applicant.application.id));
    expect((await operatorGet(sandbox, base(applicant), operator)).status).toBe(404);
    expect((await review(applicant)).status).toBe(404);
  });

  it("keeps the JSON API's documents to the applicant: an operator's login token gets 403 there", async () => {
    const applicant = await submittedApplicant(sandbox);
    const login = await logIn(sandbox, 'operator@skyline.test');
    const documentId = applicant.application.documents[0]!.id;
    const response = await sandbox.call(`/agent/application/documents/${documentId}`, { token: login.token });
    expect(await expectError(response, 403)).toBe('Only agent applicants can do this');
  });
});

describe('the form rules', () => {
  it.each([
    ['0', '0.00'],
    ['2500', '2500.00'],
    ['2500.5', '2500.50'],
    ['1000000', '1000000.00'],
    [' 12.34 ', '12.34'],
    ['1000000.01', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
  ])('starting balance %j → %j', (input, expected) => {
    expect(startingBalanceOf(input)).toBe(expected);
  });

  it.each([
    ['  Licence expired. \r\nPlease upload the new one.  ', 'Licence expired. \nPlease upload the new one.'],
    ['', null],
    ['bell\u0007', null],
    ['x'.repeat(500), 'x'.repeat(500)],
    ['x'.repeat(501), null],
  ])('reason %j → %j', (input, expected) => {
    expect(reasonOf(input)).toBe(expected);
  });
});

describe('wrong operator passwords (issue 30: never lock the owner out)', () => {
  const challengeOf = (html: string) => {
    const raw = /data-altcha="([^"]+)"/.exec(html)?.[1];
    if (!raw) throw new Error('no captcha on the page');
    return JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Challenge;
  };
  async function solve(challenge: Challenge): Promise<string> {
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('unsolved');
    const { algorithm, salt, signature } = challenge;
    const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('ask for a captcha after 10 for one email; the owner who solves it signs in, from any address', async () => {
    const limited = await startTestSandbox({
      services: { rateLimits: DEFAULT_RATE_LIMITS, altchaMaxNumber: 1000 },
    });
    try {
      const attempt = (password: string, ip: string, altcha?: string) =>
        limited.app.request('/operator/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', [TEST_CLIENT_IP_HEADER]: ip },
          body: new URLSearchParams({
            email: 'operator@skyline.test',
            password,
            ...(altcha === undefined ? {} : { altcha }),
          }).toString(),
        });
      for (let i = 0; i < 9; i += 1)
        expect((await attempt('Wrong@1234', `198.51.100.${i}`)).status).toBe(401);
      // The tenth wrong password: the page now carries a captcha, the typed e-mail kept.
      const tenth = await attempt('Wrong@1234', '198.51.100.9');
      expect(tenth.status).toBe(401);
      const tenthPage = await tenth.text();
      expect(tenthPage).toContain('value="operator@skyline.test"');
      expect(tenthPage).toContain('<script src="/operator/assets/captcha.js" defer></script>');
      expect(tenth.headers.get('content-security-policy')).toContain("script-src 'self'");

      // Without a captcha neither a guess nor the owner gets in — but nobody is locked out.
      const owner = await attempt(DEMO_PASSWORD, '203.0.113.1');
      expect(owner.status).toBe(428);
      expect(owner.headers.get('set-cookie')).toBeNull();
      const ownerPage = await owner.text();
      expect(ownerPage).toContain('Please wait a moment while we check you are not a robot');
      // A forged answer is refused.
      expect((await attempt(DEMO_PASSWORD, '203.0.113.1', 'bm90LWEtc29sdXRpb24=')).status).toBe(400);
      // The owner's browser solves the page's challenge and signs in.
      const signedIn = await attempt(DEMO_PASSWORD, '203.0.113.2', await solve(challengeOf(ownerPage)));
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get('set-cookie')).toMatch(/^operator_session=/);
      // The count starts again: no captcha needed.
      expect((await attempt(DEMO_PASSWORD, '203.0.113.3')).status).toBe(303);
    } finally {
      await limited.close();
    }
  });

  it('the captcha solver is served from the API under its own CSP-friendly type', async () => {
    const script = await sandbox.app.request('/operator/assets/captcha.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("crypto.subtle.digest('SHA-256'");
  });
});

describe('the pages in Arabic', () => {
  const inArabic = (browser: OperatorBrowser): OperatorBrowser => ({
    ...browser,
    cookie: `${browser.cookie}; operator_language=ar`,
  });
  const pick = (lang: string, next: string) =>
    operatorGet(sandbox, `/operator/language/${lang}?next=${encodeURIComponent(next)}`, null);

  it('the switch sets the language for /operator and comes back to the page it was on', async () => {
    const response = await pick('ar', '/operator/applications/12');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/operator/applications/12');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^operator_language=ar;/);
    expect(cookie).toMatch(/Path=\/operator/);
    expect(cookie).toMatch(/HttpOnly/);
    expect((await pick('en', '/operator')).headers.get('set-cookie')).toMatch(/^operator_language=en;/);
  });

  it.each([
    'https://evil.test/',
    '//evil.test/operator',
    '/operator/../admin',
    '/elsewhere',
    '/operator?x=1',
  ])('never sends the browser off the operator pages (next=%s)', async (next) => {
    expect((await pick('ar', next)).headers.get('location')).toBe('/operator');
  });

  it('ignores a language it does not have', async () => {
    const response = await pick('fr', '/operator/applications');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
    const page = await operatorGet(sandbox, '/operator', { cookie: 'operator_language=fr', csrf: '' });
    expect(await page.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('shows the sign-in page right to left, in Arabic, with the switch back to English', async () => {
    const html = await (
      await operatorGet(sandbox, '/operator', { cookie: 'operator_language=ar', csrf: '' })
    ).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>دخول المشرف</title>');
    expect(html).toContain('<label for="email">البريد الإلكتروني</label>');
    expect(html).toContain('<label for="password">كلمة المرور</label>');
    expect(html).toContain('>تسجيل الدخول</button>');
    expect(html).toContain('<nav aria-label="اللغة">');
    expect(html).toMatch(
      /<a href="\/operator\/language\/en\?next=%2Foperator" lang="en" hreflang="en">English<\/a>/,
    );
    expect(html).toMatch(/lang="ar" hreflang="ar" aria-current="true">العربية<\/a>/);
  });

  it('refuses a wrong password in Arabic', async () => {
    const response = await sandbox.app.request('/operator/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'operator_language=ar' },
      body: new URLSearchParams({ email: 'operator@skyline.test', password: 'Wrong@1234' }).toString(),
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة، أو أن الحساب ليس حساب مشرف.',
    );
  });

  it('lists, opens and decides in Arabic, with Latin runs isolated and no English left', async () => {
    const browser = inArabic(operator);
    const applicant = await submittedApplicant(sandbox, { language: 'ar' });
    const list = await (await operatorGet(sandbox, '/operator/applications', browser)).text();
    expect(list).toContain('<h1>طلبات الوكلاء</h1>');
    expect(list).toContain('<th role="columnheader" scope="col">مقدّم الطلب</th>');
    expect(list).toContain(`<bdi dir="ltr">${applicant.email}</bdi>`);

    const detail = await (await operatorGet(sandbox, base(applicant), browser)).text();
    expect(detail).toContain('<dd data-testid="application-status">قيد الانتظار</dd>');
    expect(detail).toContain('>بدء المراجعة</button>');
    expect(detail).toContain('<bdi dir="ltr">+971 501234567</bdi>');
    expect(detail).toContain('<bdi dir="ltr">#0b5cad</bdi>');
    expect(detail).toContain('الرخصة التجارية');
    for (const english of [
      'Status',
      'Submitted',
      'Start review',
      'Reject',
      'Person',
      'Company name',
      'Documents',
      'Sign out',
      'Trade licence',
      'Pending',
    ]) {
      expect(detail, english).not.toContain(`>${english}<`);
      expect(detail, english).not.toContain(`>${english} `);
    }

    const early = await approve(applicant, '10', browser);
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('لا يمكن تنفيذ هذا الإجراء والطلب في حالة «قيد الانتظار».');
    const reviewing = await review(applicant, browser);
    expect(await reviewing.text()).toContain('بدأت المراجعة، وأُبلغ مقدّم الطلب بالبريد الإلكتروني.');
    const badAmount = await approve(applicant, 'abc', browser);
    expect(badAmount.status).toBe(400);
    expect(await badAmount.text()).toContain('الرصيد الافتتاحي: أدخل مبلغًا');
    const approved = await approve(applicant, '100', browser);
    const html = await approved.text();
    expect(html).toContain('<dd data-testid="application-status">مقبول</dd>');
    expect(html).toContain('تم القبول.');
    // The applicant's mail follows their own language, not the operator's page.
    const mail = await inboxOf(sandbox, applicant.email);
    expect(mail.map((item) => item.language)).toEqual(['ar', 'ar', 'ar', 'ar']);
  });

  it('keeps English for an English-speaking applicant’s mail when the operator works in Arabic', async () => {
    const applicant = await submittedApplicant(sandbox, { language: 'en' });
    await review(applicant, inArabic(operator));
    const [mail] = await inboxOf(sandbox, applicant.email);
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toMatch(/being reviewed/);
  });
});
