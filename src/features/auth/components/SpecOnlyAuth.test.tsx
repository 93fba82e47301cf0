import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { AUTH_TOKEN_KEY } from '@/lib/session/token';
import { renderApp } from '@tests/render';
import { aClub } from '@tests/builders/aClub';
import { fakeApi, failure, ok, type FakeCall, type FakeRoute } from '@tests/mocks/fakeApi';
import { authPopupOpened, selectAuthPopup } from '../authSlice';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import { AuthModal } from './AuthModal';

/**
 * The popup against a club API that implements only the specification's calls and answers
 * (docs/club-api.md): no captcha in the configuration, a plain 406 on the welcome step, no flow
 * tickets, and a reset code whose check gives no token. The real Captcha component runs here: a
 * club without a captcha gets no widget at all.
 */

vi.setConfig({ testTimeout: 30_000 });
vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const EMAIL = 'layla@club.test';
const noCaptchaClub = () => aClub({ captcha: { provider: 'none', recaptchaSiteKey: null } });

function tokenWith(claims: object) {
  const part = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}
const TOKEN = tokenWith({ id: 7, userType: 5, firstName: 'Layla', lastName: 'Haddad' });
const profile = ok({
  id: 7,
  profilePic: null,
  email: EMAIL,
  firstName: 'Layla',
  lastName: 'Haddad',
  preferredLanguage: 'en',
  preferredCurrency: 'USD',
  country: 'AE',
  userType: 5,
});

/** The specification's welcome step: 201 with isEmailVerified when known, a plain 406 when not. */
const welcome =
  (registered: boolean): FakeRoute =>
  (call: FakeCall) =>
    call.body?.sendOtp
      ? ok({ isEmailVerified: true }, 201, 'Code sent')
      : registered
        ? ok({ isEmailVerified: true }, 201)
        : failure(406, 'Email not registered');

function openModal(routes: Record<string, FakeRoute>, locale: 'en' | 'ar' = 'en') {
  const api = fakeApi({
    'GET /common/country/list': failure(404, 'Not Found'),
    'GET /auth/profile': profile,
    ...routes,
  });
  const view = renderApp(<AuthModal />, { api, locale, club: noCaptchaClub() });
  act(() => void view.store().dispatch(authPopupOpened()));
  return view;
}

async function submitWelcome(email = EMAIL) {
  await userEvent.type(screen.getByRole('textbox', { name: /Email|البريد/ }), email);
  await userEvent.click(screen.getByTestId('welcome-continue'));
}

const typeCode = async (code = '123456') => {
  const first = (await screen.findAllByRole('textbox', { name: /Digit 1|الرقم 1/ }))[0]!;
  await userEvent.click(first);
  await userEvent.keyboard(code);
};

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitorLocation();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { country: { iso_code: 'AE' } } }))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // A test that logged in leaves its session cookie: the next one starts as a visitor.
  Cookies.remove(AUTH_TOKEN_KEY);
});

describe('a club API with only the specification’s calls', () => {
  it('shows no captcha and sends none, and a plain 406 leads to sign-up with the email', async () => {
    const { api } = openModal({ 'POST /auth/verify-email': welcome(false) });
    expect(screen.queryByRole('group', { name: /robot|captcha/i })).not.toBeInTheDocument();
    await submitWelcome();
    expect(await screen.findByTestId('signup-submit')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL);
    const body = api.callsTo('POST /auth/verify-email')[0]!.body!;
    expect(body).toMatchObject({ email: EMAIL, sendOtp: false, otpType: 2 });
    expect(body).not.toHaveProperty('captcha');
  });

  it('signs up without a ticket or captcha, and resends the code with the email only', async () => {
    // Fake timers from the start, so the 45-second countdown can be skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = openModal({
      'POST /auth/verify-email': welcome(false),
      'POST /auth/signup': ok({ token: TOKEN }, 201, 'Signed up'),
      'POST /auth/resend-otp': ok(null, 201, 'Code resent'),
    });
    await submitWelcome();
    await userEvent.type(await screen.findByTestId('full-name-input'), 'Layla Haddad');
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '501234567');
    await userEvent.type(screen.getByTestId('signup-password'), 'Travel@123');
    await userEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('otp-resend')).toBeInTheDocument();
    const signUp = api.callsTo('POST /auth/signup')[0]!.body!;
    expect(signUp).toMatchObject({ fullName: 'Layla Haddad', email: EMAIL, phoneCountryCode: '+971' });
    expect(signUp).not.toHaveProperty('ticket');
    expect(signUp).not.toHaveProperty('captcha');
    // The phone field worked without the country list: the calling code came from libphonenumber-js.
    expect(api.callsTo('GET /common/country/list')).toHaveLength(1);

    await act(async () => void vi.advanceTimersByTime(46_000));
    await userEvent.click(screen.getByTestId('otp-resend'));
    await waitFor(() => expect(api.callsTo('POST /auth/resend-otp')).toHaveLength(1));
    expect(api.callsTo('POST /auth/resend-otp')[0]!.body).toEqual({ email: EMAIL });
  });

  it('logs in with a password after a welcome answer without a ticket', async () => {
    const { api, store } = openModal({
      'POST /auth/verify-email': welcome(true),
      'POST /auth/login-with-password': ok({ token: TOKEN }, 201, 'Logged in'),
    });
    await submitWelcome();
    await userEvent.type(await screen.findByTestId('password-input'), 'Travel@123');
    await userEvent.click(screen.getByTestId('password-login'));
    await waitFor(() => expect(selectAuthPopup(store().getState()).isOpen).toBe(false));
    expect(store().getState().session.user).toMatchObject({ id: 7, firstName: 'Layla' });
    expect(api.callsTo('POST /auth/login-with-password')[0]!.body).not.toHaveProperty('captcha');
  });

  it('logs in with a code: the code request carries no ticket', async () => {
    const { api, store } = openModal({
      'POST /auth/verify-email': welcome(true),
      'POST /auth/otp-verify': ok({ token: TOKEN }, 201, 'Verified'),
    });
    await submitWelcome();
    await userEvent.click(await screen.findByTestId('login-with-code'));
    await typeCode();
    await waitFor(() => expect(selectAuthPopup(store().getState()).isOpen).toBe(false));
    const codeRequest = api.callsTo('POST /auth/verify-email')[1]!.body!;
    expect(codeRequest).toMatchObject({ email: EMAIL, otpType: 2, sendOtp: true });
    expect(codeRequest).not.toHaveProperty('ticket');
    expect(api.callsTo('POST /auth/otp-verify')[0]!.body).toMatchObject({ otp: '123456', isToken: true });
  });

  it('resets the password when the reset code’s check answers without a token', async () => {
    const { api, store } = openModal({
      'POST /auth/verify-email': welcome(true),
      'POST /auth/otp-verify': ok({}, 201, 'Code verified'),
      'POST /auth/reset-password': ok({ token: TOKEN }, 201, 'Password changed'),
    });
    await submitWelcome();
    await userEvent.click(await screen.findByTestId('forgot-password'));
    await userEvent.click(await screen.findByTestId('reset-send-code'));
    await typeCode('654321');
    // The new-password step, not back to the email step.
    await userEvent.type(await screen.findByTestId('new-password'), 'Travel@456');
    await userEvent.type(screen.getByTestId('confirm-password'), 'Travel@456');
    await userEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(selectAuthPopup(store().getState()).isOpen).toBe(false));
    const reset = api.callsTo('POST /auth/reset-password')[0]!;
    expect(reset.body).toMatchObject({
      email: EMAIL,
      newPassword: 'Travel@456',
      confirmPassword: 'Travel@456',
    });
    expect(reset.headers.get('Authorization')).toBeFalsy();
    expect(store().getState().session.isLoggedIn).toBe(true);
  });

  it('still sends the reset token as the Bearer token when the club API gives one', async () => {
    const { api } = openModal({
      'POST /auth/verify-email': welcome(true),
      'POST /auth/otp-verify': ok({ token: 'reset-token-1' }, 201, 'Code verified'),
      'POST /auth/reset-password': ok({ token: TOKEN }, 201, 'Password changed'),
    });
    await submitWelcome();
    await userEvent.click(await screen.findByTestId('forgot-password'));
    await userEvent.click(await screen.findByTestId('reset-send-code'));
    await typeCode('654321');
    await userEvent.type(await screen.findByTestId('new-password'), 'Travel@456');
    await userEvent.type(screen.getByTestId('confirm-password'), 'Travel@456');
    await userEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(api.callsTo('POST /auth/reset-password')).toHaveLength(1));
    expect(api.callsTo('POST /auth/reset-password')[0]!.headers.get('Authorization')).toBe(
      'Bearer reset-token-1',
    );
  });
});
