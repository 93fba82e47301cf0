import sharp from 'sharp';
import { PASSWORD, apiCall, sandboxHeaders, type Club } from './bookingsSupport';
import { flowTicket } from './flowTicket';
import { SANDBOX, type Locale } from './helpers';
import { mailTo, nextMailedCode } from './mail';

/**
 * An agent applicant made through the API as the application's pages make one (welcome step,
 * person, e-mailed code, company, branding, a trade licence, submit), for specs that need the
 * applicant's pages without clicking through them (e2e/agent-site.spec.ts clicks through them).
 */

/** A small, well-formed PDF: its header, one empty page and its end-of-file marker. */
export const aSmallPdf = () =>
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

/** A logo as the branding step takes one: a 240×96 PNG in the test agency's colour. */
export const aPngLogo = () =>
  sharp({ create: { width: 240, height: 96, channels: 3, background: '#7a1f5c' } })
    .png()
    .toBuffer();

/** A multipart call (branding, documents) as the site makes it; throws on an error. */
async function upload(
  club: Club,
  locale: Locale,
  method: 'PUT' | 'POST',
  path: string,
  token: string,
  form: FormData,
) {
  const response = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: sandboxHeaders(club, locale, token),
    body: form,
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
}

/**
 * An applicant of `club` with a verified e-mail and a submitted (pending) application; answers
 * their login token, which the site reads from the `auth_token` cookie of the agent host.
 */
export async function aSubmittedApplicant(club: Club, locale: Locale, email: string): Promise<string> {
  const seen = await mailTo(club.id, email);
  await apiCall(club, locale, 'POST', '/agent/application', {
    body: {
      firstName: 'Layla',
      lastName: 'Haddad',
      email,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ip: '203.0.113.7',
      country: 'AE',
      ticket: await flowTicket(club.id, email),
    },
  });
  const { token } = await apiCall<{ token: string }>(club, locale, 'POST', '/auth/otp-verify', {
    body: { email, otp: await nextMailedCode(club.id, email, seen), otpType: 1, isToken: true },
  });
  await fetch(`${SANDBOX}/agent/application/company`, {
    method: 'PUT',
    headers: {
      apikey: 'sandbox-demo-key',
      'Whitelabel-Id': String(club.id),
      language: locale,
      version: '1',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      companyName: 'Gulf Wings Travel',
      pointOfContact: 'Omar Aziz',
      address: 'Office 12, Al Fahidi St, Dubai',
      haveIata: true,
      iataNumber: '1234567',
    }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`PUT company → ${response.status} ${await response.text()}`);
  });
  const logo = await aPngLogo();
  const branding = new FormData();
  branding.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  branding.append('primaryColor', '#7A1F5C');
  branding.append('secondaryColor', '#FFCC00');
  await upload(club, locale, 'PUT', '/agent/application/branding', token, branding);
  const document = new FormData();
  document.append(
    'file',
    new Blob([new Uint8Array(aSmallPdf())], { type: 'application/pdf' }),
    'licence.pdf',
  );
  document.append('kind', 'TRADE_LICENCE');
  await upload(club, locale, 'POST', '/agent/application/documents', token, document);
  await apiCall(club, locale, 'POST', '/agent/application/submit', { token });
  return token;
}
