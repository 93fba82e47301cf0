import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SANDBOX, desktop, expectAccessible, hosts, messages, phone, type Locale } from './helpers';
import { nextMailedCode } from './mail';

/**
 * The agent site: applying (person, e-mail code, company, branding with a logo and colours, a PDF),
 * a reload mid-way that resumes, the operator's decision on the sandbox's review page, then an
 * approved agent signing in at /agent-login with their branding on the header, or a rejected
 * applicant fixing the application and submitting it again. Every run makes its own applicant.
 */

const PASSWORD = 'Travel@123';

interface Variant {
  name: string;
  clubId: number;
  host: string;
  locale: Locale;
  viewport: { width: number; height: number };
  operator: string;
  decision: 'approve' | 'reject';
}

const variants: Variant[] = [
  {
    name: 'Skyline, English, 1280px, approved',
    clubId: 101,
    host: hosts.skylineAgent,
    locale: 'en',
    viewport: desktop,
    operator: 'operator@skyline.test',
    decision: 'approve',
  },
  {
    name: 'Nakhla, Arabic, 375px, rejected and submitted again',
    clubId: 102,
    host: hosts.nakhlaAgent,
    locale: 'ar',
    viewport: phone,
    operator: 'operator@nakhla.test',
    decision: 'reject',
  },
];

const aPngLogo = () =>
  sharp({ create: { width: 240, height: 96, channels: 3, background: '#7a1f5c' } })
    .png()
    .toBuffer();

/** A small, well-formed PDF: its header, one empty page and its end-of-file marker. */
const aPdf = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

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

/** The operator's decision on the sandbox's review page (served by the API, in English). */
async function operatorDecides(page: Page, v: Variant, email: string, reason: string) {
  await page.goto(`${SANDBOX}/operator`);
  await page.getByLabel('Email').fill(v.operator);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await page.getByRole('button', { name: 'Start review' }).click();
  if (v.decision === 'approve') {
    await page.getByLabel('Starting balance (USD)').fill('2500.00');
    await page.getByRole('button', { name: 'Approve' }).click();
  } else {
    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Reject' }).click();
  }
}

test('/agent-login on a customer host is the 404 page', async ({ page }) => {
  await page.goto(`${hosts.skyline}/en/agent-login`);
  await expect(page).toHaveURL(`${hosts.skyline}/en/error/404`);
  await expect(page.getByRole('heading', { name: messages.en.NotFound.title })).toBeVisible();
});

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
    test.setTimeout(150_000);
    await page.setViewportSize(v.viewport);
    const t = messages[v.locale].AgentSignup;
    const tAuth = messages[v.locale].Auth;
    const email = `applicant.${v.locale}.${Date.now()}@agency.test`;
    const first = v.locale === 'ar' ? 'ليلى' : 'Layla';
    const last = v.locale === 'ar' ? 'حداد' : 'Haddad';

    // Step 1: the person.
    await page.goto(`${v.host}/${v.locale}/agent-login`);
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
    await expectAccessible(page);
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // The e-mail's code.
    await expectStep(page, t.verify_title);
    const code = await nextMailedCode(v.clubId, email);
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
    await expectAccessible(page);
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
    await expectAccessible(page);
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // Step 4: a PDF trade licence, then submit.
    await expectStep(page, t.step_documents);
    await page.getByLabel(t.choose_document, { exact: true }).setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: aPdf(),
    });
    await expect(page.getByText('licence.pdf')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(`${v.host}/${v.locale}/agent-login/thank-you`);
    await expect(page.getByRole('heading', { level: 1, name: t.thanks_title })).toBeVisible();
    await expectAccessible(page);

    // The operator decides.
    const reason = 'The trade licence has expired; please add the renewed one.';
    const operator = await browser.newPage();
    await operatorDecides(operator, v, email, reason);
    await operator.close();

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
      await page.getByTestId('profile-menu-button').click();
      const menu = page.getByTestId('profile-menu');
      await expect(menu.getByTestId('wallet-amount')).toHaveText('$2,500.00');
      await expect(menu.getByTestId('dashboard-button')).toBeVisible();
    } else {
      // The applicant sees the reason, fixes the application and submits it again.
      await page.goto(`${v.host}/${v.locale}/agent-review`);
      await expect(page.getByTestId('application-state')).toHaveText(t.status_rejected);
      await expect(page.getByText(reason)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: t.review_fix }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.details_title })).toBeVisible();
      await page.getByLabel(t.choose_document, { exact: true }).setInputFiles({
        name: 'licence-2026.pdf',
        mimeType: 'application/pdf',
        buffer: aPdf(),
      });
      await expect(page.getByText('licence-2026.pdf')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: t.resubmit, exact: true }).click();
      await expect(page).toHaveURL(`${v.host}/${v.locale}/agent-login/thank-you`);
      await page.goto(`${v.host}/${v.locale}/agent-review`);
      await expect(page.getByTestId('application-state')).toHaveText(t.status_pending);
    }
  });
}
