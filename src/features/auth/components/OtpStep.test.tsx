import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/session/token';
import { renderApp } from '@tests/render';
import { fakeApi, failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { authEvent } from '../authEvent';
import { selectAuthPopup } from '../authSlice';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import type { AuthEvent } from '../stepMachine';
import { AuthModal } from './AuthModal';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

const EMAIL = 'new.person@mail.test';
const token = `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ id: 9, userType: 5 }))}.sig`;
const profile = { id: 9, email: EMAIL, firstName: 'Noor', lastName: 'Ali', profilePic: null, userType: 5 };

/** Opens the popup straight at a code step, as the steps before it would. */
function atCodeStep(events: AuthEvent[], routes: Record<string, FakeRoute> = {}, locale: 'en' | 'ar' = 'en') {
  const api = fakeApi(routes);
  const view = renderApp(<AuthModal />, { api, locale });
  act(() => {
    for (const event of [{ type: 'OPEN' } as AuthEvent, ...events]) view.store().dispatch(authEvent(event));
  });
  return view;
}

const signUpCode: AuthEvent[] = [
  { type: 'EMAIL_UNKNOWN', email: EMAIL, ticket: 'flow-ticket' },
  { type: 'SIGNED_UP', email: EMAIL, token },
];

const digits = () => screen.getAllByRole('textbox', { name: /^(Digit \d of 6|الرقم \d من 6)$/ });

/**
 * Lets pending promises (the fake network) settle while timers are fake; the API client loads its
 * code (axios, the interceptors) with its first call, so that import settles first.
 */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitorLocation();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { ip: '', country: { iso_code: 'AE' } } }))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Cookies.remove(AUTH_TOKEN_KEY, { path: '/' });
});

describe('code steps', () => {
  it('keeps resend disabled for 45 seconds and restarts the countdown at 45 after a resend', async () => {
    vi.useFakeTimers();
    const { api } = atCodeStep(signUpCode, { 'POST /auth/resend-otp': ok({ resendAfterSeconds: 45 }, 201) });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('You can resend the code in 45 seconds.');
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('You can resend the code in 45 seconds.');

    act(() => vi.advanceTimersByTime(44_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('1 seconds');
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('otp-countdown')).not.toBeInTheDocument();
    expect(resend).toBeEnabled();

    fireEvent.click(resend);
    await settle();
    expect(api.callsTo('POST /auth/resend-otp')[0]!.body).toEqual({ email: EMAIL, ticket: 'flow-ticket' });
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('45 seconds');
    expect(resend).toBeDisabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('We sent you a new code.');
  });

  /** The reference API's answer to a wrong code: its English message and its machine-readable form. */
  const wrongCode = (triesLeft: number): FakeRoute => ({
    status: 400,
    data: {
      data: null,
      message: `Wrong code. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
      statusCode: 400,
      error: { code: 'otp_wrong_code', triesLeft },
    },
  });

  it.each([
    ['ar', 4, 'الرمز غير صحيح. تبقّت لك 4 محاولات.'],
    ['ar', 2, 'الرمز غير صحيح. تبقّت لك محاولتان.'],
    ['ar', 1, 'الرمز غير صحيح. تبقّت لك محاولة واحدة.'],
    ['en', 4, 'Incorrect code. 4 tries left.'],
    ['en', 1, 'Incorrect code. 1 try left.'],
  ] as const)(
    'says a wrong code in the page’s language (%s, %i tries left), never the API’s English',
    async (locale, left, text) => {
      atCodeStep(signUpCode, { 'POST /auth/otp-verify': wrongCode(left) }, locale);
      fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '123456' } });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/Wrong code\. \d/)).not.toBeInTheDocument();
    },
  );

  it('translates the other code refusals the API names, in Arabic', async () => {
    atCodeStep(
      signUpCode,
      {
        'POST /auth/otp-verify': {
          status: 400,
          data: {
            data: null,
            message: 'This code has expired. Request a new code.',
            statusCode: 400,
            error: { code: 'otp_expired' },
          },
        },
      },
      'ar',
    );
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByText('انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.')).toBeInTheDocument();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
  });

  it('puts the address of the code’s sentence in its own left-to-right run that may wrap (en and ar)', () => {
    for (const [locale, sentence] of [
      ['en', `We sent a 6-digit code to ${EMAIL}.`],
      ['ar', `أرسلنا رمزًا من 6 أرقام إلى ${EMAIL}.`],
    ] as const) {
      const { unmount } = atCodeStep(signUpCode, {}, locale);
      const text = screen.getByText((_, element) => element?.classList.contains('auth-step__text') ?? false);
      expect(text).toHaveTextContent(sentence);
      const run = text.querySelector('bdi.email-run');
      expect(run).toHaveTextContent(EMAIL);
      expect(run).toHaveAttribute('dir', 'ltr');
      unmount();
    }
  });

  it('submits by itself on the sixth digit and shows the server error under the form', async () => {
    const { api } = atCodeStep(signUpCode, {
      'POST /auth/otp-verify': failure(400, 'Incorrect code. 4 tries left.'),
    });
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByText('Incorrect code. 4 tries left.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/otp-verify')[0]!.body).toMatchObject({
      email: EMAIL,
      otp: '123456',
      otpType: 1,
      isToken: true,
    });
    expect(digits().every((d) => (d as HTMLInputElement).value === '')).toBe(true);
    // Focus moves back in an effect after the error renders: wait for it (a loaded CI machine is slow).
    await vi.waitFor(() => expect(digits()[0]).toHaveFocus());
  });

  it('a right sign-up code logs in and closes the popup', async () => {
    const { store } = atCodeStep(signUpCode, {
      'POST /auth/otp-verify': ok({ token, user: profile }, 201),
      'GET /auth/profile': ok(profile),
    });
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '654321' } });
    await vi.waitFor(() => expect(selectAuthPopup(store().getState()).isOpen).toBe(false));
    expect(store().getState().session).toMatchObject({
      isLoggedIn: true,
      user: { id: 9, firstName: 'Noor' },
    });
  });

  it('"verify later" keeps the new session, logs in and closes', async () => {
    const { store, api } = atCodeStep(signUpCode, { 'GET /auth/profile': ok(profile) });
    fireEvent.click(screen.getByRole('button', { name: 'Verify later' }));
    await vi.waitFor(() => expect(selectAuthPopup(store().getState()).isOpen).toBe(false));
    expect(Cookies.get(AUTH_TOKEN_KEY)).toBe(token);
    expect(store().getState().session.isLoggedIn).toBe(true);
    expect(api.callsTo('POST /auth/otp-verify')).toHaveLength(0);
  });

  it('offers no "verify later" on the login and reset codes', () => {
    atCodeStep([
      { type: 'EMAIL_KNOWN', email: EMAIL, isEmailVerified: true, ticket: 'flow-ticket' },
      { type: 'LOGIN_CODE_SENT' },
    ]);
    expect(screen.getByRole('heading', { name: 'Enter your login code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify later' })).not.toBeInTheDocument();
  });

  it('a right reset code goes on to the new password, and editing the email goes back', async () => {
    const { api } = atCodeStep(
      [
        { type: 'EMAIL_KNOWN', email: EMAIL, isEmailVerified: true, ticket: 'flow-ticket' },
        { type: 'FORGOT_PASSWORD' },
        { type: 'RESET_CODE_SENT', email: EMAIL },
      ],
      { 'POST /auth/otp-verify': ok({ token: 'reset-token', user: null }, 201) },
    );
    expect(screen.queryByRole('button', { name: 'Verify later' })).not.toBeInTheDocument();
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '111222' } });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(api.callsTo('POST /auth/otp-verify')[0]!.body).toMatchObject({ otpType: 3, isToken: false });
    fireEvent.click(screen.getByRole('button', { name: `Change the email address ${EMAIL}` }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});

describe('refusals the API names, on the password step', () => {
  it('says a wrong email or password in Arabic, not the API’s English', async () => {
    atCodeStep(
      [{ type: 'EMAIL_KNOWN', email: EMAIL, isEmailVerified: true, ticket: 'flow-ticket' }],
      {
        'POST /auth/login-with-password': {
          status: 401,
          data: {
            data: null,
            message: 'Wrong email or password',
            statusCode: 401,
            error: { code: 'login_wrong_credentials' },
          },
        },
      },
      'ar',
    );
    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'Wrong@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(
      await screen.findByText('البريد الإلكتروني أو كلمة المرور غير صحيحة. يُرجى المحاولة مرة أخرى.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wrong email or password')).not.toBeInTheDocument();
  });
});
