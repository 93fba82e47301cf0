import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { fakeApi, failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { authPopupOpened, selectAuthPopup } from '../authSlice';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import { AuthModal } from './AuthModal';

/**
 * The popup carries the flow ticket of the captcha-checked welcome step to every call that mails a
 * code, asks for a captcha where it holds no ticket for the email typed, shows the captcha the
 * login asks for after too many wrong passwords, and says in the page's language when a limited
 * call may be made again.
 */

// Each test walks several steps of the popup: more than the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
// The ALTCHA widget needs Web Workers and WebCrypto (tests/mocks/captcha).
vi.mock('@/components/forms/Captcha', () => import('@tests/mocks/captcha'));

const KNOWN = 'customer@skyline.test';
const known = ok({ isEmailVerified: true, email: KNOWN, ticket: 'welcome-ticket' }, 201);
const countries = [
  {
    country: 'United Arab Emirates',
    alpha2_code: 'AE',
    alpha3_code: 'ARE',
    country_code: '+971',
    pattern: '',
  },
];

function openModal(routes: Record<string, FakeRoute>, locale: 'en' | 'ar' = 'en') {
  const api = fakeApi({ 'GET /common/country/list': ok(countries), ...routes });
  const view = renderApp(<AuthModal />, { api, locale });
  act(() => {
    view.store().dispatch(authPopupOpened());
  });
  return view;
}

async function toPasswordStep(routes: Record<string, FakeRoute>, locale: 'en' | 'ar' = 'en') {
  const view = openModal({ 'POST /auth/verify-email': known, ...routes }, locale);
  await userEvent.type(screen.getByRole('textbox', { name: /Email|البريد/ }), KNOWN);
  await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
  await userEvent.click(screen.getByTestId('welcome-continue'));
  await screen.findByTestId('password-input', undefined, { timeout: 10_000 });
  return view;
}

const codeRequests = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('POST /auth/verify-email').filter((call) => call.body?.sendOtp === true);

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitorLocation();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { country: { iso_code: 'AE' } } }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the flow ticket in the popup', () => {
  it('keeps the ticket in the popup state only, never in storage', async () => {
    const { store } = await toPasswordStep({});
    expect(selectAuthPopup(store().getState()).ticket).toEqual({ email: KNOWN, token: 'welcome-ticket' });
    const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    expect(stored).not.toContain('welcome-ticket');
  });

  it('sends the welcome ticket with the reset code, without asking for a captcha again', async () => {
    const { api } = await toPasswordStep({});
    await userEvent.click(screen.getByTestId('forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solve captcha' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('reset-send-code'));
    await screen.findByRole('heading', { name: 'Enter your reset code' });
    expect(codeRequests(api)[0]!.body).toMatchObject({ email: KNOWN, otpType: 3, ticket: 'welcome-ticket' });
  });

  it('asks for a captcha when the reset email is another one, and gets its ticket first', async () => {
    const { api } = await toPasswordStep({
      'POST /auth/verify-email': (call) =>
        call.body?.email === KNOWN
          ? known
          : ok({ ticket: 'other-ticket' }, 406, 'This email is not registered'),
    });
    await userEvent.click(screen.getByTestId('forgot-password'));
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'other@mail.test');
    await userEvent.click(screen.getByTestId('reset-send-code'));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(codeRequests(api)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByTestId('reset-send-code'));
    // The other email is not registered: the welcome call says so, and no code is asked for.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This email is not registered.'));
    const welcome = api.callsTo('POST /auth/verify-email')[1]!.body;
    expect(welcome).toMatchObject({ email: 'other@mail.test', sendOtp: false, otpType: 3 });
    expect(codeRequests(api)).toHaveLength(0);
  });

  it('editing the email goes back to the welcome step and drops the ticket', async () => {
    const { store } = await toPasswordStep({});
    await userEvent.click(screen.getByTestId('edit-email'));
    expect(await screen.findByTestId('welcome-continue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeInTheDocument();
    expect(selectAuthPopup(store().getState())).toMatchObject({ step: 'LoginWelcome', ticket: null });
  });

  it('sign-up from the "create account" link asks for the captcha, then signs up with the ticket', async () => {
    const { api } = openModal({
      'POST /auth/verify-email': ok({ ticket: 'signup-ticket' }, 406, 'This email is not registered'),
      'POST /auth/signup': failure(400, 'phoneNumber: must be 7 to 15 digits'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByTestId('full-name-input'), 'Noor Ali');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'noor@mail.test');
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '501234567');
    await userEvent.type(screen.getByTestId('signup-password'), 'Travel@123');
    await userEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signup')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByTestId('signup-submit'));
    // The form's alert region is always there: wait for the refusal's text in it.
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    expect(api.callsTo('POST /auth/verify-email')[0]!.body).toMatchObject({
      email: 'noor@mail.test',
      sendOtp: false,
      captcha: { provider: 'altcha', token: 'solved-payload' },
    });
    expect(api.callsTo('POST /auth/signup')[0]!.body).toMatchObject({
      email: 'noor@mail.test',
      ticket: 'signup-ticket',
    });
  });
});

describe('too many wrong passwords and rate limits', () => {
  it('shows the captcha on the password step when the login asks for it, and sends it', async () => {
    let attempts = 0;
    const { api } = await toPasswordStep({
      'POST /auth/login-with-password': () => {
        attempts += 1;
        return attempts === 1
          ? failure(428, 'Too many wrong passwords. Please confirm you are not a robot.')
          : failure(401, 'Wrong email or password');
      },
    });
    expect(screen.queryByRole('button', { name: 'Solve captcha' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByTestId('password-input'), 'Travel@123');
    await userEvent.click(screen.getByTestId('password-login'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many wrong passwords for this email. Please confirm you are not a robot, then log in.',
      ),
    );
    await userEvent.type(screen.getByTestId('password-input'), 'Travel@123');
    await userEvent.click(screen.getByTestId('password-login'));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login-with-password')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByTestId('password-login'));
    await vi.waitFor(() => expect(api.callsTo('POST /auth/login-with-password')).toHaveLength(2));
    expect(api.callsTo('POST /auth/login-with-password')[1]!.body).toMatchObject({
      captcha: { provider: 'altcha', token: 'solved-payload' },
    });
  });

  it('says when to try again after a 429, from Retry-After', async () => {
    await toPasswordStep({
      'POST /auth/login-with-password': failure(429, 'Too many attempts.', {
        'retry-after': '95',
      }),
    });
    await userEvent.type(screen.getByTestId('password-input'), 'Travel@123');
    await userEvent.click(screen.getByTestId('password-login'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please try again in 2 minutes.',
      ),
    );
  });

  it('says it in Arabic on an Arabic page, in seconds for a short wait', async () => {
    await toPasswordStep(
      {
        'POST /auth/verify-email': (call) =>
          call.body?.sendOtp
            ? failure(429, 'Please wait 30 seconds before requesting a new code.', { 'retry-after': '30' })
            : known,
      },
      'ar',
    );
    await userEvent.click(screen.getByTestId('login-with-code'));
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(/محاولات كثيرة جدًا\. يرجى المحاولة مرة أخرى بعد/));
    expect(alert.textContent).toMatch(/(30|٣٠) ثانية/);
    expect(alert).not.toHaveTextContent('Please wait');
  });
});
