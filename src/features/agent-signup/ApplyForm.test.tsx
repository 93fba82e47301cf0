import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/session/token';
import { forgetVisitorLocation } from '@/lib/geo/visitorLocation';
import { renderApp } from '@tests/render';
import { failure, fakeApi, ok, type FakeAnswer, type FakeCall, type FakeRoute } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import { aSessionToken } from '@tests/builders/aSessionUser';
import type { AgentApplication, MissingPart } from './api';
import { AgentLoginPage } from './AgentLoginPage';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
vi.mock('@/components/forms/Captcha', () => ({
  Captcha: ({ onChange }: { onChange: (a: unknown) => void }) => (
    <button type="button" onClick={() => onChange({ provider: 'altcha', token: 'solved-payload' })}>
      Solve captcha
    </button>
  ),
}));

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

function anApplication(missing: MissingPart[], overrides: Partial<AgentApplication> = {}): AgentApplication {
  return {
    id: 11,
    status: 2,
    submittedAt: null,
    reviewedAt: null,
    rejectionReason: null,
    editable: true,
    missing,
    person: {
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@agency.test',
      isEmailVerified: !missing.includes('email'),
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      secondaryPhoneCountryCode: null,
      secondaryPhoneNumber: null,
    },
    company: null,
    branding: { logoUrl: null, primaryColor: null, secondaryColor: null },
    documents: [],
    ...overrides,
  };
}

const profile = {
  id: 41,
  profilePic: null,
  email: 'layla@agency.test',
  firstName: 'Layla',
  lastName: 'Haddad',
  userType: 6,
  isEmailVerified: true,
  agentApproval: 2,
};
const token = aSessionToken({ id: 41, userType: 6 });
/** The stored session of an applicant signed in earlier (agent, application pending). */
const applicantSession = JSON.stringify({
  isLoggedIn: true,
  user: { ...profile, image: null, language: 'en', currency: 'USD' },
  guestUserId: null,
});

beforeEach(() => {
  window.localStorage.clear();
  forgetVisitorLocation();
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
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

describe('applying as a travel agent', () => {
  // A long journey of many typed fields: more time than a single-step test needs.
  it('goes through the four steps with the e-mail code, and never stores the password', async () => {
    let application = anApplication([
      'email',
      'company',
      'logo',
      'primaryColor',
      'secondaryColor',
      'documents',
    ]);
    const answer = (next: AgentApplication) => {
      return (): FakeAnswer => {
        application = next;
        return ok(application);
      };
    };
    const routes: Record<string, FakeRoute> = {
      'GET /common/country/list': ok(countries),
      'POST /auth/verify-email': ok({ ticket: 'ticket-1' }, 406, 'This email is not registered'),
      'POST /agent/application': () => ok({ token, user: profile, application }, 201),
      'GET /auth/profile': ok(profile),
      'POST /auth/otp-verify': () => {
        application = anApplication(['company', 'logo', 'primaryColor', 'secondaryColor', 'documents']);
        return ok({ token, user: profile }, 201);
      },
      'GET /agent/application': () => ok(application),
      'PUT /agent/application/company': (call: FakeCall) =>
        answer(
          anApplication(['logo', 'primaryColor', 'secondaryColor', 'documents'], {
            company: { ...(call.body as AgentApplication['company'] & object), iataNumber: '1234567' },
          }),
        )(),
      'PUT /agent/application/branding': answer(
        anApplication(['documents'], {
          branding: {
            logoUrl: 'http://api.test/assets/agent-logo/ab.png',
            primaryColor: '#777777',
            secondaryColor: '#fc0',
          },
        }),
      ),
      'POST /agent/application/documents': answer(
        anApplication([], {
          documents: [
            {
              id: 5,
              kind: 'TRADE_LICENCE',
              fileName: 'licence.pdf',
              contentType: 'application/pdf',
              size: 2048,
              uploadedAt: '',
            },
          ],
        }),
      ),
      'POST /agent/application/submit': () => ok({ ...application, submittedAt: '2026-11-25T10:00:00Z' }),
    };
    const api = fakeApi(routes);
    renderApp(<AgentLoginPage initialView="apply" />, { api });

    // Step 1: the person.
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Application progress' })).toHaveTextContent('Step 1 of 4');
    await userEvent.type(screen.getByLabelText('First name'), 'Layla');
    await userEvent.type(screen.getByLabelText('Last name'), 'Haddad');
    await userEvent.type(screen.getByLabelText('Email address'), 'layla@agency.test');
    await userEvent.type(await screen.findByLabelText('Mobile number'), '501234567');
    await userEvent.type(screen.getByLabelText('Password'), 'Travel@123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Travel@123');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The account exists: the e-mail's code.
    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument();
    const [start] = api.callsTo('POST /agent/application');
    expect(start!.body).toMatchObject({
      firstName: 'Layla',
      email: 'layla@agency.test',
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      ticket: 'ticket-1',
    });
    expect(start!.body).not.toHaveProperty('secondaryPhoneNumber');
    expect(window.localStorage.getItem('persist:club-1') ?? '').not.toContain('Travel@123');
    const digits = await screen.findAllByRole('textbox', { name: /Digit \d of 6/ });
    fireEvent.paste(digits[0]!, { clipboardData: { getData: () => '123456' } });

    // Step 2: the company, with an IATA number.
    expect(await screen.findByRole('heading', { level: 2, name: 'Your company' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Company name'), 'Gulf Wings Travel');
    await userEvent.type(screen.getByLabelText('Point of contact'), 'Omar Aziz');
    await userEvent.type(screen.getByLabelText('Company address'), 'Office 12, Al Fahidi St, Dubai');
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your IATA number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('IATA number'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid IATA number')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('IATA number'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 3: branding, with the preview and the contrast warning.
    expect(await screen.findByRole('heading', { level: 2, name: 'Branding' })).toBeInTheDocument();
    expect(api.callsTo('PUT /agent/application/company')[0]!.body).toEqual({
      companyName: 'Gulf Wings Travel',
      pointOfContact: 'Omar Aziz',
      address: 'Office 12, Al Fahidi St, Dubai',
      haveIata: true,
      iataNumber: '1234567',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a logo')).toBeInTheDocument();
    expect(screen.getByText('Please enter the primary colour')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Company logo'),
      new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Primary colour' }), '#777777');
    await userEvent.type(screen.getByRole('textbox', { name: 'Secondary colour' }), '#fc0');
    expect(await screen.findByTestId('contrast-warning')).toHaveTextContent(
      'Text on the Primary colour (#777777) would have a contrast of only 4.4:1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 4: documents, then submit.
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit application' })).toBeDisabled();
    // The button is the page's; the file input is the step's, whose code may still be loading.
    await userEvent.upload(
      await screen.findByLabelText('Add a document'),
      new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('licence.pdf')).toBeInTheDocument();
    const [upload] = api.callsTo('POST /agent/application/documents');
    expect(upload).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await vi.waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/agent-login/thank-you'));
    expect(window.localStorage.getItem('persist:club-1') ?? '').not.toContain('Travel@123');
  }, 30_000);

  it('refuses a document that is not a PDF or an image, or over 5 MB, before sending it', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    window.localStorage.setItem(
      'persist:club-1',
      JSON.stringify({
        agentSignup: JSON.stringify({ step: 4 }),
        session: applicantSession,
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const api = fakeApi({
      'GET /common/country/list': ok(countries),
      'GET /auth/profile': ok(profile),
      'GET /agent/application': ok(anApplication(['documents'])),
    });
    renderApp(<AgentLoginPage initialView="apply" />, { api });
    const input = await screen.findByLabelText('Add a document');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Please choose a JPEG, PNG, WebP or PDF file')).toBeInTheDocument();
    await userEvent.upload(
      input,
      new File([new Uint8Array(5_242_881)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('The file must be 5 MB or smaller')).toBeInTheDocument();
    expect(api.callsTo('POST /agent/application/documents')).toHaveLength(0);
  });

  it.each([
    [2, ['company', 'logo', 'primaryColor', 'secondaryColor', 'documents'], 'Your company', 'Step 2 of 4'],
    [3, ['logo', 'primaryColor', 'secondaryColor', 'documents'], 'Branding', 'Step 3 of 4'],
    [4, ['logo', 'primaryColor', 'secondaryColor', 'documents'], 'Branding', 'Step 3 of 4'],
  ] as const)(
    'a signed-in applicant with the draft at step %i resumes at %s',
    async (step, missing, heading, progress) => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
      window.localStorage.setItem(
        'persist:club-1',
        JSON.stringify({
          agentSignup: JSON.stringify({ step, companyName: 'Gulf Wings' }),
          session: applicantSession,
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
      );
      renderApp(<AgentLoginPage />, {
        routes: {
          'GET /auth/profile': ok(profile),
          'GET /agent/application': ok(anApplication([...missing])),
        },
      });
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(
        within(screen.getByRole('navigation', { name: 'Application progress' })).getByText(progress),
      ).toBeInTheDocument();
      if (heading === 'Your company')
        expect(await screen.findByLabelText('Company name')).toHaveValue('Gulf Wings');
    },
  );

  it('after a reload at the e-mail code, resends the code with the session once the countdown is over', async () => {
    // Only the clock is faked: the countdown's real one-second ticks read it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
      window.localStorage.setItem(
        'persist:club-1',
        JSON.stringify({
          agentSignup: JSON.stringify({ step: 2, email: 'layla@agency.test' }),
          session: applicantSession,
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
      );
      const api = fakeApi({
        'GET /auth/profile': ok({ ...profile, isEmailVerified: false }),
        'GET /agent/application': ok(anApplication(['email', 'company'])),
        'POST /agent/application/resend-code': ok({ resendAfterSeconds: 45 }, 201),
      });
      renderApp(<AgentLoginPage />, { api });
      expect(await screen.findByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument();
      const resend = await screen.findByRole('button', { name: 'Resend code' });
      expect(resend).toBeDisabled();
      expect(screen.getByText(/You can resend the code in \d+ seconds\./)).toBeInTheDocument();

      vi.setSystemTime(Date.now() + 46_000);
      await vi.waitFor(() => expect(resend).toBeEnabled(), { timeout: 5000 });
      fireEvent.click(resend);
      expect(await screen.findByText('We sent you a new code.')).toBeInTheDocument();
      expect(api.callsTo('POST /agent/application/resend-code')).toHaveLength(1);
      expect(api.callsTo('POST /auth/resend-otp')).toHaveLength(0);
      // The countdown runs again after a resend.
      expect(resend).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s wait, translated, when a resend comes too soon', async () => {
    // Only the clock is faked: the countdown's real one-second ticks read it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.localStorage.setItem(AUTH_TOKEN_KEY, token);
      window.localStorage.setItem(
        'persist:club-1',
        JSON.stringify({
          agentSignup: JSON.stringify({ step: 2 }),
          session: applicantSession,
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
      );
      const api = fakeApi({
        'GET /auth/profile': ok({ ...profile, isEmailVerified: false }),
        'GET /agent/application': ok(anApplication(['email'])),
        'POST /agent/application/resend-code': failure(
          429,
          'Please wait 30 seconds before requesting a new code.',
          { 'retry-after': '30' },
        ),
      });
      renderApp(<AgentLoginPage />, { api });
      const resend = await screen.findByRole('button', { name: 'Resend code' });
      vi.setSystemTime(Date.now() + 46_000);
      await vi.waitFor(() => expect(resend).toBeEnabled(), { timeout: 5000 });
      fireEvent.click(resend);
      expect(await screen.findByText(/30 seconds/)).toBeInTheDocument();
      expect(screen.queryByText('We sent you a new code.')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a visitor with a draft and no session starts from their details, with the draft filled in', async () => {
    window.localStorage.setItem(
      'persist:club-1',
      JSON.stringify({
        agentSignup: JSON.stringify({ step: 1, firstName: 'Layla', email: 'layla@agency.test' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    renderApp(<AgentLoginPage initialView="apply" />, { routes: {} });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    // The first step shows at once; the draft fills it in when the stored state is back.
    await vi.waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Layla'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

describe('the application as the server renders it (a guest’s first step)', () => {
  const storedDraft = () =>
    window.localStorage.setItem(
      'persist:club-1',
      JSON.stringify({
        agentSignup: JSON.stringify({ step: 1, firstName: 'Layla', email: 'layla@agency.test' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );

  it('shows the first step from the first render, and fills in the draft once it is back', async () => {
    storedDraft();
    const view = renderApp(<AgentLoginPage initialView="apply" />, { routes: {} });
    // The same first render as the server's: the form, not a loading line.
    expect(view.store().getState()).not.toHaveProperty('_persist');
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await vi.waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Layla'));
    expect(screen.getByLabelText('Email address')).toHaveValue('layla@agency.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps what the guest typed before the draft came back, and stores it as the draft', async () => {
    storedDraft();
    const view = renderApp(<AgentLoginPage initialView="apply" />, { routes: {} });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Omar' } });

    await vi.waitFor(() => expect(view.store().getState()).toMatchObject({ _persist: { rehydrated: true } }));
    await vi.waitFor(() => expect(view.store().getState().agentSignup.firstName).toBe('Omar'));
    expect(screen.getByLabelText('First name')).toHaveValue('Omar');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('a signed-in applicant’s browser (token kept, no cookie) still resumes where they stopped', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    window.localStorage.setItem(
      'persist:club-1',
      JSON.stringify({
        agentSignup: JSON.stringify({ step: 2, companyName: 'Gulf Wings' }),
        session: applicantSession,
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    renderApp(<AgentLoginPage initialView="apply" />, {
      routes: {
        'GET /auth/profile': ok(profile),
        'GET /agent/application': ok(anApplication(['company', 'logo', 'primaryColor', 'secondaryColor'])),
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your company' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Company name')).toHaveValue('Gulf Wings');
  });
});
