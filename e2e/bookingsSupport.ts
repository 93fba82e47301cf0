import { flowTicket } from './flowTicket';
import { SANDBOX, hosts, type Locale } from './helpers';
import { mailTo, nextMailedCode } from './mail';

/** What the booking specs (My bookings, booking documents) share: API calls and verified customers. */

export const PASSWORD = 'Travel@123';

export interface Club {
  id: number;
  host: string;
}
export const skyline: Club = { id: 101, host: hosts.skyline };
export const nakhla: Club = { id: 102, host: hosts.nakhla };

/** A call to the sandbox as the club's site makes it; answers the envelope's `data`, throws on an error. */
export async function apiCall<T>(
  club: Club,
  locale: Locale,
  method: 'GET' | 'POST',
  path: string,
  { body, token, headers = {} }: { body?: object; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: {
      apikey: 'sandbox-demo-key',
      'Whitelabel-Id': String(club.id),
      language: locale,
      version: '1',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export async function logInByApi(club: Club, locale: Locale, email: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(club, locale, 'POST', '/auth/login-with-password', {
    body: { email, password: PASSWORD },
  });
  return token;
}

/** Signs `email` up through the API, confirms it with the mailed code, and answers a login token. */
export async function verifiedCustomer(club: Club, locale: Locale, email: string): Promise<string> {
  const seen = await mailTo(club.id, email);
  await apiCall(club, locale, 'POST', '/auth/signup', {
    body: {
      fullName: 'Sara Haddad',
      email,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      password: PASSWORD,
      ticket: await flowTicket(club.id, email),
    },
  });
  const otp = await nextMailedCode(club.id, email, seen);
  await apiCall(club, locale, 'POST', '/auth/otp-verify', {
    body: { email, otp, otpType: 1, isToken: true },
  });
  return logInByApi(club, locale, email);
}

/**
 * A payment token for the sandbox's always-approved test card. The demo clubs are Gulf clubs and
 * take cards only (no UPI or net banking), so journeys that pay through the API pay by card.
 */
export async function aTestCardToken(club: Club, locale: Locale, token?: string): Promise<string> {
  const card = {
    cardNumber: '4242424242424242',
    holderName: 'Sara Haddad',
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
  };
  const { paymentToken } = await apiCall<{ paymentToken: string }>(
    club,
    locale,
    'POST',
    '/payment/tokenize',
    {
      body: card,
      token,
    },
  );
  return paymentToken;
}
