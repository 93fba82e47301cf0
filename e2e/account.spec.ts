import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { flowTicket } from './flowTicket';
import {
  SANDBOX,
  desktop,
  escapeRegExp,
  expectAccessible,
  fill,
  hosts,
  logInInPopup,
  messages,
  mobileMenu,
  phone,
  type Locale,
} from './helpers';
import { chooseConfirmedFare, oneWayUrl, travellerGroup } from './flightsSupport';
import { nextMailedCode } from './mail';

/**
 * My account (issue 17) against the sandbox: each test makes its own verified customer through the
 * API, logs in through the popup from the page's own prompt, then edits the profile (and sees the
 * header follow), uploads, replaces and deletes a photo, saves a traveller, picks it at the checkout,
 * deletes it, and
 * changes the password before logging in with the new one.
 */

const API_KEY = 'sandbox-demo-key';
const PASSWORD = 'Travel@123';
const NEW_PASSWORD = 'Voyage#2026';

interface Variant {
  title: string;
  clubId: number;
  host: string;
  locale: Locale;
  viewport: { width: number; height: number };
  name: { full: string; initials: string };
  traveller: { first: string; last: string };
}

const variants: Variant[] = [
  {
    title: 'English, 1280px',
    clubId: 101,
    host: hosts.skyline,
    locale: 'en',
    viewport: desktop,
    name: { full: 'Layla Haddad', initials: 'LH' },
    traveller: { first: 'Omar', last: 'Haddad' },
  },
  {
    title: 'Arabic, 375px',
    clubId: 102,
    host: hosts.nakhla,
    locale: 'ar',
    viewport: phone,
    name: { full: 'ليلى حداد', initials: 'لح' },
    traveller: { first: 'عمر', last: 'حداد' },
  },
];

let sequence = 0;

async function call(clubId: number, locale: Locale, path: string, body: object): Promise<void> {
  const response = await fetch(`${SANDBOX}${path}`, {
    method: 'POST',
    headers: {
      apikey: API_KEY,
      'Whitelabel-Id': String(clubId),
      language: locale,
      version: '1',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
}

/** A verified customer of the club, made through the API. */
async function freshCustomer(variant: Variant): Promise<string> {
  sequence += 1;
  const email = `e2e.account.${Date.now()}.${process.pid}.${sequence}@mail.test`;
  await call(variant.clubId, variant.locale, '/auth/signup', {
    fullName: 'Test Traveller',
    email,
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    password: PASSWORD,
    ticket: await flowTicket(variant.clubId, email),
  });
  const otp = await nextMailedCode(variant.clubId, email, []);
  await call(variant.clubId, variant.locale, '/auth/otp-verify', { email, otp, otpType: 1, isToken: true });
  return email;
}

/** A PNG of one colour, `width` × `height`, made here so the test needs no file of its own. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The toast with this text; closed once seen so the next one starts clean. */
async function expectToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast', { hasText: text });
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}

/** The header's name of the user's menu, on the bar (desktop) or in the mobile menu (phone). */
function accountMenu(page: Page, variant: Variant, name: string) {
  const t = messages[variant.locale];
  const label = fill(t.ProfileMenu.menu_label, { name });
  return variant.viewport.width < 1200
    ? mobileMenu(page, t).getByRole('list', { name: label, includeHidden: true })
    : page.getByRole('button', { name: label });
}

async function logOut(page: Page, variant: Variant, name: string) {
  const t = messages[variant.locale];
  if (variant.viewport.width < 1200) {
    await page.getByRole('button', { name: t.Header.open_menu }).click();
    await accountMenu(page, variant, name).getByRole('button', { name: t.ProfileMenu.logout }).click();
  } else {
    await accountMenu(page, variant, name).click();
    await page.getByRole('button', { name: t.ProfileMenu.logout }).click();
  }
  // The session ends once the server has been told, and then the site goes home; leaving the page
  // before then would cut the logout short.
  await expect(page).toHaveURL(new RegExp(`/${variant.locale}$`));
}

for (const variant of variants) {
  test.describe(`My account, ${variant.title}`, () => {
    test.use({ viewport: variant.viewport });

    test('log in from the page, edit the profile, the photo and the travellers, change the password', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const t = messages[variant.locale];
      const a = t.Account;
      const email = await freshCustomer(variant);

      // A guest is asked to log in, on the page itself.
      await page.goto(`${variant.host}/${variant.locale}/my-account`);
      await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
      await expect(page.getByText(a.guest_text)).toBeVisible();
      await page.getByRole('button', { name: a.login, exact: true }).click();
      await logInInPopup(page, email, PASSWORD);
      const profile = page.getByRole('region', { name: a.profile_title });
      await expect(profile.getByText(email)).toBeVisible();
      await expectAccessible(page);

      // Profile: the header's name and initials follow at once.
      await profile.getByRole('textbox', { name: a.full_name }).fill(variant.name.full);
      await profile.getByRole('textbox', { name: a.address }).fill('12 Palm Street, Dubai');
      const dob = profile.getByRole('group', { name: a.date_of_birth });
      await dob.getByRole('textbox', { name: t.DateField.day }).fill('12');
      await dob.getByRole('combobox', { name: t.DateField.month }).selectOption('4');
      await dob.getByRole('textbox', { name: t.DateField.year }).fill('1990');
      await profile.getByRole('button', { name: a.save_profile }).click();
      await expectToast(page, a.profile_saved);
      await expect(accountMenu(page, variant, variant.name.full)).toBeAttached();
      if (variant.viewport.width >= 1200) {
        await expect(accountMenu(page, variant, variant.name.full)).toContainText(variant.name.initials);
      }
      await page.reload();
      await expect(profile.getByRole('textbox', { name: a.full_name })).toHaveValue(variant.name.full);
      await expect(profile.getByRole('textbox', { name: a.address })).toHaveValue('12 Palm Street, Dubai');

      // Photo: a file that is not an image is refused in the browser.
      await profile.getByLabel(a.photo_choose).setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<script>alert(1)</script>'),
      });
      await expect(profile.getByText(t.Validation.invalid_file_type)).toBeVisible();

      // Upload, squared by cropping.
      await profile.getByLabel(a.photo_choose).setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: solidPng(80, 40, [200, 40, 40]),
      });
      await expect(profile.getByRole('img', { name: a.photo_preview })).toBeVisible();
      await profile.getByRole('button', { name: a.photo_save }).click();
      await expectToast(page, a.photo_saved);
      const photo = profile.getByRole('img', { name: a.photo_alt });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
      const first = await photo.getAttribute('src');

      // Replace it, fitted whole.
      await profile.getByLabel(a.photo_replace).setInputFiles({
        name: 'photo.webp.png',
        mimeType: 'image/png',
        buffer: solidPng(30, 90, [20, 90, 200]),
      });
      await profile.getByRole('radio', { name: a.photo_fit }).check();
      await profile.getByRole('button', { name: a.photo_save }).click();
      await expectToast(page, a.photo_saved);
      await expect(photo).not.toHaveAttribute('src', first ?? '');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
      await expectAccessible(page);

      // Delete it, after saying yes: the initials come back.
      await profile.getByRole('button', { name: a.photo_delete }).click();
      await profile.getByRole('button', { name: a.photo_delete_confirm }).click();
      await expectToast(page, a.photo_deleted);
      await expect(profile.getByRole('img', { name: a.photo_none })).toContainText(variant.name.initials);

      // Saved travellers: add one and see its passenger type.
      const travellers = page.getByRole('region', { name: a.travellers_title });
      await expect(travellers.getByText(a.travellers_none)).toBeVisible();
      await travellers.getByRole('button', { name: a.traveller_add }).click();
      const form = travellers.getByRole('form', { name: a.traveller_add_title });
      await form.getByRole('textbox', { name: t.Checkout.first_name }).fill(variant.traveller.first);
      await form.getByRole('textbox', { name: t.Checkout.last_name }).fill(variant.traveller.last);
      const birth = form.getByRole('group', { name: t.Checkout.date_of_birth });
      await birth.getByRole('textbox', { name: t.DateField.day }).fill('1');
      await birth.getByRole('combobox', { name: t.DateField.month }).selectOption('6');
      await birth.getByRole('textbox', { name: t.DateField.year }).fill('1988');
      await form.getByRole('combobox', { name: t.Checkout.gender }).selectOption('M');
      await form.getByRole('textbox', { name: t.Checkout.passport_number }).fill('n1234567');
      const expiry = form.getByRole('group', { name: t.Checkout.passport_expiry });
      await expiry.getByRole('textbox', { name: t.DateField.day }).fill('31');
      await expiry.getByRole('combobox', { name: t.DateField.month }).selectOption('1');
      await expiry
        .getByRole('textbox', { name: t.DateField.year })
        .fill(String(new Date().getFullYear() + 4));
      await form.getByRole('button', { name: a.traveller_save }).click();
      await expectToast(page, a.traveller_added);
      const travellerName = `${variant.traveller.first} ${variant.traveller.last}`;
      const saved = travellers.getByRole('listitem', { name: travellerName });
      await expect(saved).toContainText(t.Checkout.type_name.ADT);
      await expect(saved).toContainText('N1234567');
      await expectAccessible(page);

      // The checkout offers it, and fills the traveller from it.
      await chooseConfirmedFare(
        page,
        oneWayUrl(variant.host, variant.locale, 'DXB', 'LHR', 30),
        variant.locale,
      );
      const adult = await travellerGroup(page, 0);
      const picker = adult.getByRole('combobox', { name: t.Checkout.saved.label });
      const option = picker.getByRole('option', { name: new RegExp(escapeRegExp(travellerName)) });
      await expect(option).toHaveCount(1);
      await picker.selectOption({ label: (await option.textContent()) ?? '' });
      await expect(adult.getByRole('textbox', { name: t.Checkout.first_name })).toHaveValue(
        variant.traveller.first,
      );
      await expect(adult.getByRole('textbox', { name: t.Checkout.passport_number })).toHaveValue('N1234567');

      // Back in My account: deleted once confirmed.
      await page.goto(`${variant.host}/${variant.locale}/my-account`);
      await saved.getByRole('button', { name: fill(a.traveller_delete, { name: travellerName }) }).click();
      await saved.getByRole('button', { name: a.traveller_delete_confirm }).click();
      await expectToast(page, a.traveller_deleted);
      await expect(saved).toHaveCount(0);
      await expect(travellers.getByText(a.travellers_none)).toBeVisible();

      // Password: a wrong confirmation is caught here; then changed, and the new one logs in.
      const password = page.getByRole('region', { name: a.password_title });
      await password.getByLabel(a.current_password, { exact: true }).fill(PASSWORD);
      await password.getByLabel(a.new_password, { exact: true }).fill(NEW_PASSWORD);
      await password.getByLabel(a.confirm_password, { exact: true }).fill('Voyage#2025');
      await password.getByRole('button', { name: a.change_password }).click();
      await expect(password.getByText(t.Validation.password_not_match)).toBeVisible();
      await password.getByLabel(a.confirm_password, { exact: true }).fill(NEW_PASSWORD);
      await password.getByRole('button', { name: a.change_password }).click();
      await expectToast(page, a.password_changed);
      await expect(password.getByLabel(a.current_password, { exact: true })).toHaveValue('');

      await logOut(page, variant, variant.name.full);
      await page.goto(`${variant.host}/${variant.locale}/my-account`);
      await page.getByRole('button', { name: a.login, exact: true }).click();
      await logInInPopup(page, email, NEW_PASSWORD);
      await expect(profile.getByText(email)).toBeVisible();
    });
  });
}
