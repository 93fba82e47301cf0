import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { aPdf } from '../sandbox/test-support/applicant-uploads.mjs';
import { SANDBOX, desktop, expectAccessible, hosts, messages, phone, type Locale } from './helpers';
import { aPngLogo } from './agentSupport';
import { openProfileMenu } from './headerSupport';
import { nextMailedCode } from './mail';

/**
 * The agent site: applying (person, e-mail code, company, branding with a logo and colours, a PDF),
 * reloads mid-way that resume, the operator's decision on the sandbox's review page (in the
 * variant's language), then an approved agent signing in at /agent-login with their branding,
 * wallet (and points where the club awards them) and dashboard button, or a rejected applicant
 * fixing the application and submitting it again. English and Arabic each approve and reject once,
 * and so do 1280px and 375px. Every run makes its own applicant; axe checks every step.
 *
 * With E2E_SCREENSHOTS=<folder> each step is also saved there as a full-page PNG, to look at.
 */

const PASSWORD = 'Travel@123';

interface Variant {
  name: string;
  /** Short name for the screenshots' files. */
  slug: string;
  clubId: number;
  host: string;
  locale: Locale;
  viewport: { width: number; height: number };
  operator: string;
  decision: 'approve' | 'reject';
  /** Whether the club awards agent points (Skyline does, Nakhla does not). */
  points: boolean;
}

const skyline = { clubId: 101, host: hosts.skylineAgent, operator: 'operator@skyline.test', points: true };
const nakhla = { clubId: 102, host: hosts.nakhlaAgent, operator: 'operator@nakhla.test', points: false };

const variants: Variant[] = [
  {
    name: 'Skyline, English, 1280px, approved',
    slug: 'en-1280-approve',
    ...skyline,
    locale: 'en',
    viewport: desktop,
    decision: 'approve',
  },
  {
    name: 'Nakhla, Arabic, 375px, approved',
    slug: 'ar-375-approve',
    ...nakhla,
    locale: 'ar',
    viewport: phone,
    decision: 'approve',
  },
  {
    name: 'Nakhla, Arabic, 1280px, rejected and submitted again',
    slug: 'ar-1280-reject',
    ...nakhla,
    locale: 'ar',
    viewport: desktop,
    decision: 'reject',
  },
  {
    name: 'Skyline, English, 375px, rejected and submitted again',
    slug: 'en-375-reject',
    ...skyline,
    locale: 'en',
    viewport: phone,
    decision: 'reject',
  },
];

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Checks the page with axe and, when asked for, keeps a screenshot of the step. */
async function checkStep(page: Page, v: Variant, step: string) {
  await expectAccessible(page);
  if (SCREENSHOTS) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOTS, `${v.slug}-${step}.png`), fullPage: true });
  }
}

/**
 * The security check of the application's first step. A click that lands before the widget is
 * ready does nothing, so it is clicked again until the widget says it is verified.
 */
async function passCaptcha(page: Page) {
  const widget = page.getByRole('main').locator('altcha-widget');
  await expect(async () => {
    const checkbox = widget.locator('input[type="checkbox"]');
    if (!(await checkbox.isChecked())) await checkbox.click({ force: true });
    await expect(widget.locator('[data-state="verified"]').first()).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

async function expectStep(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({ timeout: 20_000 });
}

/** The operator page's words (sandbox/routes/operator/texts.ts), in the variant's language. */
const operatorTexts = {
  en: {
    language: 'English',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    startReview: 'Start review',
    startingBalance: 'Starting balance (USD)',
    approve: 'Approve',
    reason: 'Reason',
    reject: 'Reject',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  ar: {
    language: 'العربية',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    startReview: 'بدء المراجعة',
    startingBalance: 'الرصيد الافتتاحي (بالدولار الأمريكي)',
    approve: 'قبول',
    reason: 'السبب',
    reject: 'رفض',
    approved: 'مقبول',
    rejected: 'مرفوض',
  },
} as const;

/** The operator's decision on the sandbox's review page, switched to the variant's language. */
async function operatorDecides(page: Page, v: Variant, email: string, reason: string) {
  const o = operatorTexts[v.locale];
  await page.goto(`${SANDBOX}/operator`);
  await page.getByRole('link', { name: o.language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', v.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', v.locale === 'ar' ? 'rtl' : 'ltr');
  await checkStep(page, v, 'operator-1-sign-in');
  await page.getByLabel(o.email, { exact: true }).fill(v.operator);
  await page.getByLabel(o.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: o.signIn, exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await checkStep(page, v, 'operator-2-list');
  await row.getByRole('link').click();
  await page.getByRole('button', { name: o.startReview, exact: true }).click();
  await checkStep(page, v, 'operator-3-in-review');
  if (v.decision === 'approve') {
    await page.getByLabel(o.startingBalance, { exact: true }).fill('2500.00');
    await page.getByRole('button', { name: o.approve, exact: true }).click();
  } else {
    await page.getByLabel(o.reason, { exact: true }).fill(reason);
    await page.getByRole('button', { name: o.reject, exact: true }).click();
  }
  await expect(page.getByTestId('application-status')).toHaveText(
    v.decision === 'approve' ? o.approved : o.rejected,
  );
  await checkStep(page, v, 'operator-4-decided');
}

for (const [locale, host] of [
  ['en', hosts.skyline],
  ['ar', hosts.nakhla],
] as const) {
  test(`/agent-login on a customer host is the 404 page (${locale})`, async ({ page }) => {
    await page.goto(`${host}/${locale}/agent-login`);
    await expect(page).toHaveURL(`${host}/${locale}/error/404`);
    await expect(page.getByRole('heading', { name: messages[locale].NotFound.title })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a customer account is refused at /agent-login, pointing to the customer site', async ({ page }) => {
  const t = messages.en;
  await page.goto(`${hosts.skylineAgent}/en/agent-login`);
  await page.getByRole('textbox', { name: t.Auth.email_label }).fill('customer@skyline.test');
  await passCaptcha(page);
  await page.getByRole('button', { name: t.Auth.continue, exact: true }).click();
  await page.getByLabel(t.Auth.password_label, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.Auth.login, exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'This is a customer account' });
  await expect(refused).toContainText('skyline.localhost');
  await expect(page.getByTestId('profile-menu-button')).toHaveCount(0);
});

for (const v of variants) {
  test(`apply, resume after a reload, the operator decides: ${v.name}`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(v.viewport);
    const t = messages[v.locale].AgentSignup;
    const tAuth = messages[v.locale].Auth;
    const email = `applicant.${v.locale}.${Date.now()}@agency.test`;
    const first = v.locale === 'ar' ? 'ليلى' : 'Layla';
    const last = v.locale === 'ar' ? 'حداد' : 'Haddad';

    // Step 1: the person.
    await page.goto(`${v.host}/${v.locale}/agent-login`);
    await expect(page.getByRole('button', { name: t.apply_link })).toBeVisible();
    await checkStep(page, v, '01-agent-login');
    await page.getByRole('button', { name: t.apply_link }).click();
    await expectStep(page, t.step_person);
    await expect(page.getByRole('navigation', { name: t.progress_label })).toBeVisible();
    await page.getByLabel(t.first_name, { exact: true }).fill(first);
    await page.getByLabel(t.last_name, { exact: true }).fill(last);
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await page.getByLabel(t.primary_phone, { exact: true }).fill('501234567');
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.confirm_password, { exact: true }).fill(PASSWORD);
    await passCaptcha(page);
    await checkStep(page, v, '02-person');
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // The e-mail's code; a reload here comes back to it, with Resend code counting down.
    await expectStep(page, t.verify_title);
    const code = await nextMailedCode(v.clubId, email);
    await page.reload();
    await expectStep(page, t.verify_title);
    await expect(page.getByRole('button', { name: tAuth.resend, exact: true })).toBeDisabled();
    await checkStep(page, v, '03-code');
    await page.getByRole('group', { name: tAuth.otp_label }).getByRole('textbox').first().click();
    await page.keyboard.type(code);

    // Step 2: the company.
    await expectStep(page, t.step_company);
    await page.getByLabel(t.company_name, { exact: true }).fill('Gulf Wings Travel');
    await page
      .getByLabel(t.point_of_contact, { exact: true })
      .fill(v.locale === 'ar' ? 'عمر عزيز' : 'Omar Aziz');
    await page.getByLabel(t.address, { exact: true }).fill('Office 12, Al Fahidi St, Dubai');
    await page.getByLabel(t.yes, { exact: true }).check();
    await page.getByLabel(t.iata_number, { exact: true }).fill('1234567');
    await checkStep(page, v, '04-company');
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // A reload mid-way resumes at branding.
    await expectStep(page, t.step_branding);
    await page.reload();
    await expectStep(page, t.step_branding);

    // Step 3: branding, with a contrast warning for a mid-tone, then readable colours.
    await page.getByLabel(t.logo, { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await aPngLogo(),
    });
    await page.getByRole('textbox', { name: t.primary_color, exact: true }).fill('#777777');
    await page.getByRole('textbox', { name: t.secondary_color, exact: true }).fill('#fc0');
    await expect(page.getByTestId('contrast-warning')).toHaveCount(1);
    await page.getByRole('textbox', { name: t.primary_color, exact: true }).fill('#7A1F5C');
    await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
    await expect(page.getByTestId('preview-header').getByRole('img')).toBeVisible();
    await checkStep(page, v, '05-branding');
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // Step 4: a PDF trade licence, then submit.
    await expectStep(page, t.step_documents);
    await page.getByLabel(t.choose_document, { exact: true }).setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: aPdf(),
    });
    await expect(page.getByText('licence.pdf')).toBeVisible();
    await checkStep(page, v, '06-documents');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(`${v.host}/${v.locale}/agent-login/thank-you`);
    await expect(page.getByRole('heading', { level: 1, name: t.thanks_title })).toBeVisible();
    await checkStep(page, v, '07-thank-you');

    // The operator decides.
    const reason = 'The trade licence has expired; please add the renewed one.';
    // A browser context of its own (axe needs one), at the variant's width.
    const operatorContext = await browser.newContext({ viewport: v.viewport });
    await operatorDecides(await operatorContext.newPage(), v, email, reason);
    await operatorContext.close();

    if (v.decision === 'approve') {
      // Signed out, the agent signs in at /agent-login and sees their branding and wallet.
      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${v.host}/${v.locale}/agent-login`);
      await page.getByRole('textbox', { name: tAuth.email_label }).fill(email);
      await passCaptcha(page);
      await page.getByRole('button', { name: tAuth.continue, exact: true }).click();
      await page.getByLabel(tAuth.password_label, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: tAuth.login, exact: true }).click();
      await expect(page).toHaveURL(`${v.host}/${v.locale}`);
      const header = page.getByTestId('site-header-brand');
      await expect(header).toHaveClass(/agent-branded/);
      await expect(header.locator('img[src*="/assets/agent-logo/"]').first()).toBeAttached();
      // The colours the preview showed, on the agent site itself: the header's bar and the page's
      // primary buttons in #7A1F5C (issue 30 item 16), not only the logo.
      const agentPrimary = 'rgb(122, 31, 92)';
      await expect(page.locator('header.site-header')).toHaveCSS('background-color', agentPrimary);
      await expect(page.locator('main .btn-primary').first()).toHaveCSS('background-color', agentPrimary);
      await checkStep(page, v, '08-signed-in');
      // The wallet (and the points where the club awards them; a new agent has none yet) and the
      // dashboard button, in the bar's menu at 1280px and in the mobile menu at 375px.
      const menu = await openProfileMenu(page);
      await expect(menu.getByTestId('wallet-amount')).toHaveText('$2,500.00');
      if (v.points) {
        await expect(menu.getByTestId('agent-points')).toContainText(messages[v.locale].Wallet.points_label);
        await expect(menu.getByTestId('agent-points-amount')).toHaveText('0');
      } else {
        await expect(menu.getByTestId('agent-points')).toHaveCount(0);
      }
      await expect(
        menu.getByRole('button', { name: messages[v.locale].Wallet.go_to_dashboard }),
      ).toBeVisible();
      await checkStep(page, v, '09-menu');
    } else {
      // The applicant sees the reason, fixes the application and submits it again.
      await page.goto(`${v.host}/${v.locale}/agent-review`);
      await expect(page.getByTestId('application-state')).toHaveText(t.status_rejected);
      await expect(page.getByText(reason)).toBeVisible();
      await checkStep(page, v, '08-rejected');
      await page.getByRole('link', { name: t.review_fix }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.details_title })).toBeVisible();
      await page.getByLabel(t.choose_document, { exact: true }).setInputFiles({
        name: 'licence-2026.pdf',
        mimeType: 'application/pdf',
        buffer: aPdf(),
      });
      await expect(page.getByText('licence-2026.pdf')).toBeVisible();
      await checkStep(page, v, '09-fix');
      await page.getByRole('button', { name: t.resubmit, exact: true }).click();
      await expect(page).toHaveURL(`${v.host}/${v.locale}/agent-login/thank-you`);
      await page.goto(`${v.host}/${v.locale}/agent-review`);
      await expect(page.getByTestId('application-state')).toHaveText(t.status_pending);
      await checkStep(page, v, '10-pending-again');
    }
  });
}
