import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/session/token';
import { countryChanged, currencyChanged } from '@/store/preferencesSlice';
import { renderApp } from '@tests/render';
import { fakeApi, failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { authPopupOpened, selectAuthPopup } from '../authSlice';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import { aClub } from '@tests/builders/aClub';
import { AuthModal } from './AuthModal';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
// The ALTCHA widget needs Web Workers and WebCrypto (tests/mocks/captcha).
vi.mock('@/components/forms/Captcha', () => import('@tests/mocks/captcha'));

const countries = [
  {
    country: 'United Arab Emirates',
    alpha2_code: 'AE',
    alpha3_code: 'ARE',
    country_code: '+971',
    pattern: '5X XXX XXXX',
    length: [9],
    regex: '5\\d{8}',
  },
];

function tokenWith(claims: object) {
  const part = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

function openModal(routes: Record<string, FakeRoute>) {
  const api = fakeApi({ 'GET /common/country/list': ok(countries), ...routes });
  const view = renderApp(<AuthModal />, { api });
  act(() => {
    view.store().dispatch(authPopupOpened());
  });
  return view;
}

async function submitWelcome(email: string) {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitorLocation();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ data: { ip: '203.0.113.9', country: { iso_code: 'AE' } } })),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(AUTH_TOKEN_KEY, { path: '/' });
});

describe('the auth popup, welcome step', () => {
  it('offers no social sign-in when the club configured no provider key', () => {
    openModal({});
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('offers only the providers the club configured a key for', () => {
    const api = fakeApi({ 'GET /common/country/list': ok(countries) });
    const club = aClub({ socialLogin: { googleClientId: 'client-1.apps.example', facebookAppId: null } });
    const view = renderApp(<AuthModal />, { api, club });
    act(() => {
      view.store().dispatch(authPopupOpened());
    });
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its step heading, with links to terms and privacy in a new tab', () => {
    openModal({});
    const dialog = screen.getByRole('dialog', { name: 'Log in or sign up' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const name of [/Terms and conditions/, /Privacy policy/]) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('an unknown email (406) goes to sign-up with the email prefilled', async () => {
    const { api } = openModal({
      'POST /auth/verify-email': ok({ ticket: 'welcome-ticket' }, 406, 'This email is not registered'),
    });
    await submitWelcome('new.person@mail.test');

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('new.person@mail.test');
    const [call] = api.callsTo('POST /auth/verify-email');
    expect(call!.body).toMatchObject({
      email: 'new.person@mail.test',
      sendOtp: false,
      captcha: { provider: 'altcha', token: 'solved-payload' },
      ip: '203.0.113.9',
      country: 'AE',
      otherDetail: '',
    });
    expect(call!.body).toHaveProperty('browser');
    expect(call!.body).toHaveProperty('loginDevice');
    expect(
      await screen.findByRole('button', { name: 'Country code: United Arab Emirates +971' }),
    ).toBeInTheDocument();
  });

  it('a known email goes to the password step', async () => {
    openModal({
      'POST /auth/verify-email': ok(
        { isEmailVerified: true, email: 'customer@skyline.test', ticket: 'welcome-ticket' },
        201,
      ),
    });
    await submitWelcome('customer@skyline.test');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('customer@skyline.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('asks for the captcha before calling the server', async () => {
    const { api } = openModal({});
    await userEvent.type(screen.getByLabelText('Email address'), 'customer@skyline.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/auth/verify-email')).toHaveLength(0);
  });

  it("shows the server's error under the form", async () => {
    openModal({ 'POST /auth/verify-email': failure(400, 'Captcha already used') });
    await submitWelcome('customer@skyline.test');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Captcha already used'));
  });

  it('is static: neither Escape nor a click outside closes it; the close button resets it', async () => {
    const { store } = openModal({
      'POST /auth/verify-email': ok({ ticket: 'welcome-ticket' }, 406, 'This email is not registered'),
    });
    await submitWelcome('new.person@mail.test');
    await screen.findByRole('heading', { name: 'Create your account' });
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(dialog);
    expect(selectAuthPopup(store().getState())).toMatchObject({ isOpen: true, step: 'SignUp' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectAuthPopup(store().getState())).toMatchObject({
      isOpen: false,
      step: 'LoginWelcome',
      email: '',
    });
  });

  it('keeps Tab inside the dialog', async () => {
    openModal({});
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
  });
});

describe('the auth popup, password step', () => {
  async function toPasswordStep(routes: Record<string, FakeRoute>) {
    const view = openModal({
      'POST /auth/verify-email': ok(
        { isEmailVerified: true, email: 'customer@skyline.test', ticket: 'welcome-ticket' },
        201,
      ),
      ...routes,
    });
    await submitWelcome('customer@skyline.test');
    await screen.findByRole('heading', { name: 'Welcome back' });
    return view;
  }

  it('a failed login clears the password, shows the error and restores language, currency and country', async () => {
    const { store } = await toPasswordStep({
      'POST /auth/login-with-password': failure(401, 'Wrong email or password'),
    });
    act(() => {
      store().dispatch(currencyChanged('USD'));
      store().dispatch(countryChanged('AE'));
    });
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong@123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(store().getState().preferences).toMatchObject({ language: 'en', currency: 'USD', country: 'AE' });
    expect(store().getState().session.isLoggedIn).toBe(false);
  });

  it('a verified login (201) logs in and closes the popup', async () => {
    const token = tokenWith({ id: 42, userType: 5 });
    const { store, api } = await toPasswordStep({
      'POST /auth/login-with-password': ok({ token, isEmailVerified: true, user: null }, 201),
      'GET /auth/profile': ok({
        id: 42,
        profilePic: null,
        email: 'customer@skyline.test',
        firstName: 'Sara',
        lastName: 'Khan',
        preferredLanguage: 'en',
        preferredCurrency: 'USD',
        country: 'AE',
        userType: 5,
      }),
    });
    await userEvent.type(screen.getByLabelText('Password'), 'Travel @123');
    expect(screen.getByLabelText('Password')).toHaveValue('Travel@123');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(selectAuthPopup(store().getState()).isOpen).toBe(false));
    expect(store().getState().session.user).toMatchObject({ id: 42, firstName: 'Sara' });
    expect(api.callsTo('POST /auth/login-with-password')[0]!.body).toMatchObject({
      email: 'customer@skyline.test',
      password: 'Travel@123',
    });
    expect(Cookies.get(AUTH_TOKEN_KEY)).toBe(token);
  });

  it('continuing with a code requests a login code and goes to the code step', async () => {
    const { api } = await toPasswordStep({});
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a one-time code instead' }));
    expect(await screen.findByRole('heading', { name: 'Enter your login code' })).toBeInTheDocument();
    const calls = api.callsTo('POST /auth/verify-email');
    expect(calls[1]!.body).toMatchObject({
      email: 'customer@skyline.test',
      otpType: 2,
      sendOtp: true,
      ticket: 'welcome-ticket',
    });
  });
});
