import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/session/token';
import { selectIsLoggedIn } from '@/store/sessionSlice';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import { renderApp } from '@tests/render';
import { fakeApi, failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { AgentLoginPage } from './AgentLoginPage';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
// The ALTCHA widget needs Web Workers and WebCrypto; here a button stands in for solving it.
vi.mock('@/components/forms/Captcha', () => ({
  Captcha: ({ onChange }: { onChange: (a: unknown) => void }) => (
    <button type="button" onClick={() => onChange({ provider: 'altcha', token: 'solved-payload' })}>
      Solve captcha
    </button>
  ),
}));

function tokenWith(claims: object) {
  const part = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

const known: Record<string, FakeRoute> = {
  'POST /auth/verify-email': ok({ isEmailVerified: true, email: 'someone@mail.test', ticket: 't-1' }, 201),
};

function profile(userType: number) {
  return {
    id: 7,
    profilePic: null,
    email: 'someone@mail.test',
    firstName: 'Sam',
    lastName: 'Lee',
    userType,
    isEmailVerified: true,
  };
}

async function signIn(locale: 'en' | 'ar', routes: Record<string, FakeRoute>) {
  const view = renderApp(<AgentLoginPage />, { api: fakeApi({ ...known, ...routes }), locale });
  const en = locale === 'en';
  // The sign-in steps hydrate from their own chunk.
  await userEvent.type(
    await screen.findByLabelText(en ? 'Email address' : 'البريد الإلكتروني'),
    'someone@mail.test',
  );
  // The check is drawn with the step's own parts, not with its e-mail field: awaited itself.
  await userEvent.click(await screen.findByRole('button', { name: 'Solve captcha' }));
  await userEvent.click(screen.getByTestId('welcome-continue'));
  await userEvent.type(await screen.findByTestId('password-input'), 'Travel@123');
  await userEvent.click(screen.getByTestId('password-login'));
  return view;
}

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitorLocation();
  mockRouter.push.mockClear();
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

describe('the agent login page', () => {
  it.each([
    ['an agent', 6],
    ['a sub-agent', 7],
    ['a staff user', 8],
  ])('signs in %s (user type %i) and goes to the agent home', async (_who, userType) => {
    const token = tokenWith({ id: 7, userType, exp: Math.floor(Date.now() / 1000) + 3600 });
    const view = await signIn('en', {
      'POST /auth/login-with-password': ok({ token, isEmailVerified: true, user: profile(userType) }, 201),
      'GET /auth/profile': ok(profile(userType)),
    });
    await waitFor(() => expect(selectIsLoggedIn(view.store().getState())).toBe(true));
    // The move follows the session (the profile is read first): awaited, not assumed.
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/', { locale: 'en' }));
  });

  it.each([
    ['en', 'This is a customer account. Customers sign in on the customer website'],
    ['ar', 'هذا حساب عميل'],
  ] as const)(
    'refuses a customer account, ends its session and names the customer site (%s)',
    async (locale, text) => {
      const token = tokenWith({ id: 9, userType: 5, exp: Math.floor(Date.now() / 1000) + 3600 });
      const view = await signIn(locale, {
        'POST /auth/login-with-password': ok({ token, isEmailVerified: true, user: profile(5) }, 201),
        'GET /auth/user/logout': ok(null),
      });
      const alert = await screen.findByText(new RegExp(text));
      expect(alert).toHaveTextContent('falcon.example.test');
      await waitFor(() => expect(view.api.callsTo('GET /auth/user/logout')).toHaveLength(1));
      const [logout] = view.api.callsTo('GET /auth/user/logout');
      expect(logout!.headers.get('Authorization')).toBe(`Bearer ${token}`);
      // The session ends once the logout call has answered, which may be after the message shows.
      await waitFor(() => expect(selectIsLoggedIn(view.store().getState())).toBe(false));
      expect(Cookies.get(AUTH_TOKEN_KEY)).toBeUndefined();
      expect(view.api.callsTo('GET /auth/profile')).toHaveLength(0);
    },
  );

  it('says when no agent account uses the email, and stays on the email step', async () => {
    renderApp(<AgentLoginPage />, {
      api: fakeApi({ 'POST /auth/verify-email': ok({ ticket: 't-2' }, 406, 'This email is not registered') }),
    });
    await userEvent.type(await screen.findByLabelText('Email address'), 'new@mail.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByTestId('welcome-continue'));
    expect(await screen.findByText(/No agent account uses this email/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('shows a wrong password under the form, as the popup does', async () => {
    await signIn('en', { 'POST /auth/login-with-password': failure(401, 'Wrong email or password') });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password'));
  });

  it.each(['en', 'ar'] as const)(
    'offers one way to apply, not also "Create an account" (%s, issue 30 item 25)',
    async (locale) => {
      renderApp(<AgentLoginPage />, { api: fakeApi({}), locale });
      const en = locale === 'en';
      await screen.findByLabelText(en ? 'Email address' : 'البريد الإلكتروني');
      const apply = en ? 'Apply as a travel agent' : 'قدّم طلبك كوكيل سفر';
      const create = en ? 'Create an account' : 'أنشئ حسابًا';
      expect(screen.getAllByRole('button', { name: apply })).toHaveLength(1);
      expect(screen.queryByRole('button', { name: create })).not.toBeInTheDocument();
      // Nor does any heading offer to sign up (the shared sign-in step says "Log in or sign up").
      const signUpHeading = en ? 'Log in or sign up' : 'تسجيل الدخول أو إنشاء حساب';
      expect(screen.queryByRole('heading', { name: signUpHeading })).not.toBeInTheDocument();
      expect(screen.getAllByRole('heading')).toHaveLength(1);
    },
  );

  it('has one page heading', () => {
    renderApp(<AgentLoginPage />, { api: fakeApi({}) });
    expect(screen.getByRole('heading', { level: 1, name: 'Agent sign-in' })).toBeInTheDocument();
  });
});

describe('an agent whose application is not approved', () => {
  it.each([
    ['PENDING', 2, '/agent-review'],
    ['IN_REVIEW', 3, '/agent-review'],
    ['REJECTED', 4, '/agent-review'],
    ['APPROVED', 1, '/'],
  ])('with the application %s goes to %s', async (_state, agentApproval, path) => {
    const token = tokenWith({ id: 7, userType: 6, exp: Math.floor(Date.now() / 1000) + 3600 });
    const view = await signIn('en', {
      'POST /auth/login-with-password': ok({ token, isEmailVerified: true, user: profile(6) }, 201),
      'GET /auth/profile': ok({ ...profile(6), agentApproval }),
    });
    await waitFor(() => expect(selectIsLoggedIn(view.store().getState())).toBe(true));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(path, { locale: 'en' }));
    expect(view.store().getState().session.user?.agentApproval).toBe(agentApproval);
  });
});
