import { describe, expect, it } from 'vitest';
import {
  AUTH_STEPS,
  canVerifyLater,
  initialAuthFlowState,
  otpTypeOf,
  passwordPageStart,
  ticketFor,
  transition,
  type AuthEvent,
  type AuthFlowState,
  type AuthStep,
} from './stepMachine';

const at = (step: AuthStep, overrides: Partial<AuthFlowState> = {}): AuthFlowState =>
  initialAuthFlowState({ isOpen: true, step, email: 'ali@mail.test', ...overrides });

const CLOSED = initialAuthFlowState();

describe('auth step machine: every transition of section 4', () => {
  it.each<[string, AuthFlowState, AuthEvent, Partial<AuthFlowState>]>([
    [
      'the header opens at the welcome step',
      CLOSED,
      { type: 'OPEN' },
      { isOpen: true, step: 'LoginWelcome' },
    ],
    [
      'a known email goes to the password',
      at('LoginWelcome', { email: '' }),
      { type: 'EMAIL_KNOWN', email: 'ali@mail.test', isEmailVerified: true, ticket: 't1' },
      {
        step: 'LoginPassword',
        flow: 'login',
        email: 'ali@mail.test',
        isEmailVerified: true,
        ticket: { email: 'ali@mail.test', token: 't1' },
      },
    ],
    [
      '406 goes to sign-up with the email prefilled, and its ticket',
      at('LoginWelcome', { email: '' }),
      { type: 'EMAIL_UNKNOWN', email: ' New@Mail.test', ticket: 't2' },
      {
        step: 'SignUp',
        flow: 'signup',
        email: ' New@Mail.test',
        ticket: { email: 'new@mail.test', token: 't2' },
      },
    ],
    [
      'a step that solved its own captcha keeps the ticket of its email, on the same step',
      at('ResetPasswordEmail', { flow: 'reset', ticket: { email: 'old@mail.test', token: 'old' } }),
      { type: 'TICKET_ISSUED', email: 'ali@mail.test', ticket: 't3' },
      { step: 'ResetPasswordEmail', ticket: { email: 'ali@mail.test', token: 't3' } },
    ],
    [
      'the sign-up link keeps what was typed',
      at('LoginWelcome', { email: '' }),
      { type: 'GO_TO_SIGNUP', email: 'typed@mail.test' },
      { step: 'SignUp', flow: 'signup', email: 'typed@mail.test' },
    ],
    [
      'choosing a code goes to the login code',
      at('LoginPassword'),
      { type: 'LOGIN_CODE_SENT' },
      { step: 'VerifyLoginOtp' },
    ],
    [
      'a password login of an unverified user goes to the sign-up code with its session',
      at('LoginPassword', { isEmailVerified: false }),
      { type: 'LOGIN_NEEDS_VERIFICATION', token: 'jwt' },
      { step: 'VerifySingupOtp', flow: 'login', pendingToken: 'jwt', isEmailVerified: false },
    ],
    ['a verified password login closes the popup', at('LoginPassword'), { type: 'LOGGED_IN' }, CLOSED],
    [
      'forgot password goes to the reset email',
      at('LoginPassword'),
      { type: 'FORGOT_PASSWORD' },
      { step: 'ResetPasswordEmail', flow: 'reset', email: 'ali@mail.test' },
    ],
    [
      'sign-up (201) goes to the sign-up code with the session kept',
      at('SignUp', { flow: 'signup' }),
      { type: 'SIGNED_UP', email: 'new@mail.test', token: 'jwt' },
      { step: 'VerifySingupOtp', flow: 'signup', email: 'new@mail.test', pendingToken: 'jwt' },
    ],
    [
      'sign-up links back to login',
      at('SignUp', { flow: 'signup' }),
      { type: 'GO_TO_LOGIN' },
      { step: 'LoginWelcome' },
    ],
    ['a verified sign-up code closes', at('VerifySingupOtp'), { type: 'LOGGED_IN' }, CLOSED],
    ['a verified login code closes', at('VerifyLoginOtp'), { type: 'LOGGED_IN' }, CLOSED],
    [
      'the login code offers the password again',
      at('VerifyLoginOtp'),
      { type: 'BACK_TO_LOGIN' },
      { step: 'LoginPassword' },
    ],
    [
      'the reset email sends a code',
      at('ResetPasswordEmail', { flow: 'reset' }),
      { type: 'RESET_CODE_SENT', email: 'other@mail.test' },
      { step: 'VerifyResetOtp', flow: 'reset', email: 'other@mail.test' },
    ],
    [
      'back to login from the reset email, with a known email',
      at('ResetPasswordEmail', { flow: 'reset' }),
      { type: 'BACK_TO_LOGIN' },
      { step: 'LoginPassword', flow: 'login' },
    ],
    [
      'back to login from the reset email, with no email yet',
      at('ResetPasswordEmail', { flow: 'reset', email: '' }),
      { type: 'BACK_TO_LOGIN' },
      { step: 'LoginWelcome', flow: 'login' },
    ],
    [
      'a verified reset code goes to the new password with the reset token',
      at('VerifyResetOtp', { flow: 'reset' }),
      { type: 'RESET_CODE_VERIFIED', resetToken: 'reset-jwt' },
      { step: 'ResetPassword', resetToken: 'reset-jwt' },
    ],
    [
      'a successful reset ends logged in, closed',
      at('ResetPassword', { resetToken: 'r' }),
      { type: 'LOGGED_IN' },
      CLOSED,
    ],
    ['the close button resets to the welcome step', at('VerifyLoginOtp'), { type: 'CLOSE' }, CLOSED],
    ['opening an open popup changes nothing', at('SignUp'), { type: 'OPEN' }, { step: 'SignUp' }],
  ])('%s', (_name, from, event, expected) => {
    expect(transition(from, event)).toMatchObject(expected);
  });

  it.each<[AuthStep, Partial<AuthFlowState>, Partial<AuthFlowState>]>([
    ['LoginPassword', {}, { step: 'LoginWelcome', email: 'ali@mail.test' }],
    ['VerifyLoginOtp', {}, { step: 'LoginWelcome', email: 'ali@mail.test' }],
    [
      'VerifySingupOtp',
      { flow: 'signup', pendingToken: 'jwt' },
      { step: 'LoginWelcome', flow: 'login', pendingToken: null },
    ],
    ['VerifySingupOtp', { flow: 'login', pendingToken: 'jwt' }, { step: 'LoginWelcome', pendingToken: null }],
    ['VerifyResetOtp', { flow: 'reset' }, { step: 'ResetPasswordEmail' }],
    ['ResetPassword', { flow: 'reset', resetToken: 'r' }, { step: 'ResetPasswordEmail', resetToken: null }],
  ])(
    'editing the email on %s (%j) returns to a step with a captcha, without the ticket',
    (step, extra, expected) => {
      const ticket = { email: 'ali@mail.test', token: 't' };
      expect(transition(at(step, { ...extra, ticket }), { type: 'EDIT_EMAIL' })).toMatchObject({
        ...expected,
        ticket: null,
      });
    },
  );

  it('gives a step the ticket only for the email it was issued for', () => {
    const state = at('LoginPassword', { ticket: { email: 'ali@mail.test', token: 't' } });
    expect(ticketFor(state, ' ALI@mail.test ')).toBe('t');
    expect(ticketFor(state, 'other@mail.test')).toBeNull();
    expect(ticketFor(at('LoginPassword'), 'ali@mail.test')).toBeNull();
  });

  it('ignores events a step does not handle', () => {
    const events: AuthEvent[] = [
      { type: 'LOGGED_IN' },
      { type: 'SIGNED_UP', email: 'x@y.zz', token: 't' },
      { type: 'RESET_CODE_VERIFIED', resetToken: 'r' },
    ];
    for (const event of events) expect(transition(at('LoginWelcome'), event)).toEqual(at('LoginWelcome'));
    expect(
      transition(at('SignUp'), { type: 'EMAIL_KNOWN', email: 'a@b.cc', isEmailVerified: true, ticket: 't' })
        .step,
    ).toBe('SignUp');
    expect(transition(at('LoginWelcome'), { type: 'EDIT_EMAIL' })).toEqual(at('LoginWelcome'));
  });

  it('knows all eight steps of the specification', () => {
    expect(AUTH_STEPS).toHaveLength(8);
    expect(passwordPageStart()).toMatchObject({ step: 'ResetPasswordEmail', flow: 'reset', isOpen: true });
  });
});

describe('verify later', () => {
  it.each<[string, Partial<AuthFlowState>, boolean]>([
    ['an unverified new account', { step: 'VerifySingupOtp', flow: 'signup', pendingToken: 't' }, true],
    ['an unverified login', { step: 'VerifySingupOtp', flow: 'login', pendingToken: 't' }, true],
    [
      'an already verified user',
      { step: 'VerifySingupOtp', isEmailVerified: true, pendingToken: 't' },
      false,
    ],
    ['no session to keep', { step: 'VerifySingupOtp', pendingToken: null }, false],
    ['the login code', { step: 'VerifyLoginOtp', pendingToken: 't' }, false],
    ['the reset journey', { step: 'VerifyResetOtp', flow: 'reset', pendingToken: 't' }, false],
  ])('%s → %s', (_name, state, expected) => {
    expect(canVerifyLater(at('LoginWelcome', state))).toBe(expected);
  });
});

describe('code types', () => {
  it.each<[AuthStep, number | null]>([
    ['VerifySingupOtp', 1],
    ['VerifyLoginOtp', 2],
    ['VerifyResetOtp', 3],
    ['LoginWelcome', null],
  ])('%s asks for type %s', (step, type) => expect(otpTypeOf(step)).toBe(type));
});
