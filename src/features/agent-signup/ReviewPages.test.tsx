import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { failure, ok } from '@tests/mocks/fakeApi';
import { mockRouter } from '@tests/mocks/navigation';
import type { AgentApplication } from './api';
import { AgentReviewPage } from './AgentReviewPage';
import { ApplicationDetailsPage } from './ApplicationDetailsPage';
import { ThankYouPage } from './ThankYouPage';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));

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

function anApplication(overrides: Partial<AgentApplication>): AgentApplication {
  return {
    id: 3,
    status: 2,
    submittedAt: '2026-11-20T09:00:00Z',
    reviewedAt: null,
    rejectionReason: null,
    editable: true,
    missing: [],
    person: {
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@agency.test',
      isEmailVerified: true,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      secondaryPhoneCountryCode: null,
      secondaryPhoneNumber: null,
    },
    company: {
      companyName: 'Gulf Wings Travel',
      pointOfContact: 'Omar Aziz',
      address: 'Office 12, Dubai',
      haveIata: false,
      iataNumber: null,
    },
    branding: {
      logoUrl: 'http://api.test/assets/agent-logo/a.png',
      primaryColor: '#7a1f5c',
      secondaryColor: '#ffcc00',
    },
    documents: [
      {
        id: 9,
        kind: 'TRADE_LICENCE',
        fileName: 'licence.pdf',
        contentType: 'application/pdf',
        size: 4096,
        uploadedAt: '',
      },
    ],
    ...overrides,
  };
}

const signedIn = { userType: 6, agentApproval: 2 };

beforeEach(() => {
  window.localStorage.clear();
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
});

describe('the thank-you page thanks only a sent application (issue 30, item 25)', () => {
  it.each([
    ['en', { status: 2 }, 'Thank you for applying'],
    ['ar', { status: 3, editable: false }, null],
  ] as const)('%s: an application waiting for review is thanked', async (locale, overrides, title) => {
    renderApp(<ThankYouPage />, {
      user: signedIn,
      locale,
      routes: { 'GET /agent/application': ok(anApplication(overrides as Partial<AgentApplication>)) },
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    if (title) expect(heading).toHaveTextContent(title);
    expect(
      screen.getByRole('link', { name: locale === 'en' ? "See your application's status" : /.+/ }),
    ).toHaveAttribute('href', '/agent-review');
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['a signed-out visitor', null, null, '/agent-login'],
    ['an applicant with no application', signedIn, null, '/agent-login'],
    ['a draft', signedIn, { submittedAt: null }, '/agent-login?view=apply'],
    ['a decided application', signedIn, { status: 1, editable: false }, '/agent-review'],
  ] as const)('sends %s on, thanking nobody', async (_, user, overrides, to) => {
    renderApp(<ThankYouPage />, {
      user,
      routes: {
        'GET /agent/application': overrides
          ? ok(anApplication(overrides as Partial<AgentApplication>))
          : ok(null),
      },
    });
    await vi.waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith(to));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });
});

describe('the review page', () => {
  it.each([
    ['pending', { status: 2 }, 'Pending', 'See your details'],
    ['not submitted yet', { status: 2, submittedAt: null }, 'Pending', 'Continue your application'],
    ['in review', { status: 3, editable: false }, 'In review', 'See your details'],
    [
      'rejected',
      { status: 4, rejectionReason: 'The licence has expired.' },
      'Changes needed',
      'Fix and submit again',
    ],
  ] as const)('%s: the state and the way on', async (_, overrides, state, link) => {
    renderApp(<AgentReviewPage />, {
      user: signedIn,
      routes: { 'GET /agent/application': ok(anApplication(overrides as Partial<AgentApplication>)) },
    });
    expect(await screen.findByTestId('application-state')).toHaveTextContent(state);
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    if (overrides.status === 4) expect(screen.getByText('The licence has expired.')).toBeInTheDocument();
  });

  it('approved: reads the profile again and goes into the agent site', async () => {
    const view = renderApp(<AgentReviewPage />, {
      user: signedIn,
      routes: {
        'GET /agent/application': ok(anApplication({ status: 1, editable: false })),
        'GET /auth/profile': ok({
          id: 3,
          profilePic: null,
          email: 'layla@agency.test',
          firstName: 'Layla',
          lastName: 'Haddad',
          userType: 6,
          agentApproval: 1,
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start using the agent site' }));
    await vi.waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
    expect(view.store().getState().session.user?.agentApproval).toBe(1);
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderApp(<AgentReviewPage />, { routes: {} });
    expect(await screen.findByText('Sign in to see your application.')).toBeInTheDocument();
  });
});

describe('the details page', () => {
  it('is read-only while in review', async () => {
    renderApp(<ApplicationDetailsPage />, {
      user: signedIn,
      routes: { 'GET /agent/application': ok(anApplication({ status: 3, editable: false })) },
    });
    expect(
      await screen.findByText('Your application is being reviewed and cannot be changed now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Gulf Wings Travel')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
  });

  it('after a rejection: edit, then submit again', async () => {
    const view = renderApp(<ApplicationDetailsPage />, {
      user: signedIn,
      routes: {
        'GET /common/country/list': ok(countries),
        'GET /agent/application': ok(
          anApplication({ status: 4, rejectionReason: 'Add the renewed licence.' }),
        ),
        'PUT /agent/application/company': (call) =>
          ok(
            anApplication({
              status: 4,
              company: { ...(call.body as AgentApplication['company'] & object), iataNumber: null },
            }),
          ),
        'POST /agent/application/submit': ok(anApplication({ status: 2 })),
      },
    });
    expect(await screen.findByText('Add the renewed licence.')).toBeInTheDocument();
    const name = await screen.findByLabelText('Company name');
    expect(name).toHaveValue('Gulf Wings Travel');
    await userEvent.clear(name);
    await userEvent.type(name, 'Gulf Wings Tours');
    const companyForm = name.closest('form')!;
    await userEvent.click(within(companyForm as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(view.api.callsTo('PUT /agent/application/company')[0]!.body).toMatchObject({
      companyName: 'Gulf Wings Tours',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    await vi.waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/agent-login/thank-you'));
  });

  it('says when the calling codes could not be loaded, and asks again (issue 30)', async () => {
    let answers = 0;
    const view = renderApp(<ApplicationDetailsPage />, {
      user: signedIn,
      routes: {
        // The first request fails; the second, after "Try again", answers.
        'GET /common/country/list': () =>
          answers++ === 0 ? failure(503, 'Service unavailable') : ok(countries),
        'GET /agent/application': ok(anApplication({ status: 4, rejectionReason: 'Add a phone.' })),
      },
    });
    expect(await screen.findByText(/We couldn't load the list of countries\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByLabelText('Mobile number'))[0]).toHaveValue('501234567');
    expect(view.api.callsTo('GET /common/country/list')).toHaveLength(2);
  });
});
