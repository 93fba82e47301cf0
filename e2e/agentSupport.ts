import sharp from 'sharp';
import { documentForm, uploadForm } from '../sandbox/test-support/applicant-uploads.mjs';
import { PASSWORD, apiCall, sandboxHeaders, type Club } from './bookingsSupport';
import { flowTicket } from './flowTicket';
import { SANDBOX, type Locale } from './helpers';
import { mailTo, nextMailedCode } from './mail';

/**
 * An agent applicant made through the API as the application's pages make one (welcome step,
 * person, e-mailed code, company, branding, a trade licence, submit), for specs that need the
 * applicant's pages without clicking through them (e2e/agent-site.spec.ts clicks through them).
 */

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
  const branding = uploadForm({
    files: { logo: { bytes: logo, name: 'logo.png', type: 'image/png' } },
    fields: { primaryColor: '#7A1F5C', secondaryColor: '#FFCC00' },
  });
  await upload(club, locale, 'PUT', '/agent/application/branding', token, branding);
  await upload(club, locale, 'POST', '/agent/application/documents', token, documentForm());
  await apiCall(club, locale, 'POST', '/agent/application/submit', { token });
  return token;
}
