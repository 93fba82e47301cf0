import sharp from 'sharp';
import { expect } from 'vitest';
import type { AgentApplication } from '../routes/agent-applications/schemas';
import type { UserProfile } from '../routes/users/schemas';
import { DEMO_PASSWORD, freshEmail, latestCode, post, ticketFor } from './auth';
import { aPdf, pdfFile, uploadForm, type UploadFile } from './applicant-uploads.mjs';
import { SKYLINE_ID, readEnvelope, requestInit, type TestSandbox } from './sandbox';

export { aPdf, pdfFile, type UploadFile };

/** Agent applicants and the operator's review page, as the site and an operator's browser use them. */

export interface Applicant {
  email: string;
  token: string;
  user: UserProfile;
  application: AgentApplication;
  club: number;
}

export function aStartBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Omar',
    lastName: 'Al Khalil',
    email,
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    ip: '203.0.113.7',
    country: 'AE',
    ...overrides,
  };
}

/** The person step: a new applicant with an unverified email and a session. */
export async function startApplication(
  sandbox: TestSandbox,
  { club = SKYLINE_ID, language = 'en', overrides = {} as Record<string, unknown> } = {},
): Promise<Applicant> {
  const email = (overrides.email as string | undefined) ?? freshEmail('agent');
  const ticket = await ticketFor(sandbox, email, club);
  const data = await post<Omit<Applicant, 'email' | 'club'>>(
    sandbox,
    '/agent/application',
    { ...aStartBody(email, overrides), ticket },
    201,
    { club, headers: { language } },
  );
  return { ...data, email, club };
}

/** The person step and the e-mail code: an applicant who may upload (uploads need a verified e-mail). */
export async function verifiedApplicant(
  sandbox: TestSandbox,
  options: Parameters<typeof startApplication>[1] = {},
): Promise<Applicant> {
  const started = await startApplication(sandbox, options);
  return { ...started, token: await verifyApplicantEmail(sandbox, started) };
}

/** Confirms the applicant's email with the mailed SIGNUP code; answers the new session's token. */
export async function verifyApplicantEmail(sandbox: TestSandbox, applicant: Applicant): Promise<string> {
  const otp = await latestCode(sandbox, applicant.email, applicant.club);
  const grant = await post<{ token: string }>(
    sandbox,
    '/auth/otp-verify',
    { email: applicant.email, otp, otpType: 1, isToken: true },
    201,
    { club: applicant.club },
  );
  return grant.token;
}

export const aCompany = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Khalil Travel & Tours',
  pointOfContact: 'Omar Al Khalil',
  address: 'Office 12, Al Wasl Road, Dubai',
  haveIata: true,
  iataNumber: '12345678',
  ...overrides,
});

export const aPngLogo = () =>
  sharp({ create: { width: 300, height: 120, channels: 3, background: '#0b5cad' } })
    .png()
    .toBuffer();

/** Sends a multipart form (files and text fields) as the browser does. */
export async function sendForm(
  sandbox: TestSandbox,
  path: string,
  {
    method = 'POST',
    token,
    club = SKYLINE_ID,
    files = {},
    fields = {},
  }: {
    method?: string;
    token?: string;
    club?: number;
    files?: Record<string, UploadFile>;
    fields?: Record<string, string>;
  },
): Promise<Response> {
  return sandbox.app.request(path, {
    ...requestInit({ method, token, club }),
    body: uploadForm({ files, fields }),
  });
}

export const uploadDocument = (
  sandbox: TestSandbox,
  token: string,
  file: UploadFile,
  kind = 'TRADE_LICENCE',
  club = SKYLINE_ID,
) => sendForm(sandbox, '/agent/application/documents', { token, club, files: { file }, fields: { kind } });

export const saveBranding = async (
  sandbox: TestSandbox,
  token: string,
  {
    logo,
    primaryColor = '#0B5CAD',
    secondaryColor = '#fa0',
  }: Partial<Record<'primaryColor' | 'secondaryColor', string>> & {
    logo?: UploadFile | null;
  } = {},
  club = SKYLINE_ID,
) => {
  const file = logo === undefined ? { bytes: await aPngLogo(), name: 'logo.png', type: 'image/png' } : logo;
  return sendForm(sandbox, '/agent/application/branding', {
    method: 'PUT',
    token,
    club,
    files: file ? { logo: file } : {},
    fields: { primaryColor, secondaryColor },
  });
};

async function expectApplication(response: Response, status = 200): Promise<AgentApplication> {
  const envelope = await readEnvelope<AgentApplication>(response);
  expect(response.status, envelope.message).toBe(status);
  return envelope.data;
}

/** An applicant whose email is verified and whose company, branding and trade licence are saved. */
export async function completeApplicant(
  sandbox: TestSandbox,
  options: Parameters<typeof startApplication>[1] = {},
): Promise<Applicant> {
  const started = await startApplication(sandbox, options);
  const club = started.club;
  const token = await verifyApplicantEmail(sandbox, started);
  await expectApplication(
    await sandbox.call('/agent/application/company', { method: 'PUT', token, club, body: aCompany() }),
  );
  await expectApplication(await saveBranding(sandbox, token, {}, club));
  const application = await expectApplication(
    await uploadDocument(sandbox, token, pdfFile(), 'TRADE_LICENCE', club),
    201,
  );
  return { ...started, token, application };
}

/** A complete application, submitted (PENDING). */
export async function submittedApplicant(
  sandbox: TestSandbox,
  options: Parameters<typeof startApplication>[1] = {},
): Promise<Applicant> {
  const applicant = await completeApplicant(sandbox, options);
  const application = await expectApplication(
    await sandbox.call('/agent/application/submit', {
      method: 'POST',
      token: applicant.token,
      club: applicant.club,
    }),
  );
  return { ...applicant, application };
}

// The operator's page: a browser with a cookie jar of one cookie.

export interface OperatorBrowser {
  cookie: string;
  /** The CSRF token the signed-in pages' forms carry. */
  csrf: string;
}

const pageRequest = (cookie: string | null, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) },
});

export async function operatorGet(
  sandbox: TestSandbox,
  path: string,
  browser: OperatorBrowser | null,
): Promise<Response> {
  return sandbox.app.request(path, pageRequest(browser?.cookie ?? null));
}

export async function operatorPost(
  sandbox: TestSandbox,
  path: string,
  browser: OperatorBrowser | null,
  fields: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams(
    browser && !('csrf' in fields) ? { csrf: browser.csrf, ...fields } : fields,
  ).toString();
  return sandbox.app.request(
    path,
    pageRequest(browser?.cookie ?? null, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    }),
  );
}

export const csrfOf = (html: string) => /name="csrf" value="([0-9a-f]+)"/.exec(html)?.[1] ?? null;

/** Signs in on /operator and reads the CSRF token from the applications page. */
export async function signInOperator(
  sandbox: TestSandbox,
  email = 'operator@skyline.test',
  password = DEMO_PASSWORD,
): Promise<OperatorBrowser> {
  const response = await operatorPost(sandbox, '/operator/login', null, { email, password });
  expect(response.status).toBe(303);
  const cookie = /^(operator_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no operator cookie');
  const list = await operatorGet(sandbox, '/operator/applications', { cookie, csrf: '' });
  expect(list.status).toBe(200);
  const csrf = csrfOf(await list.text());
  if (!csrf) throw new Error('no CSRF token on the operator page');
  return { cookie, csrf };
}
