/**
 * The auth popup's steps and every transition of spec section 4, as one pure function. The popup
 * keeps this state in the `auth` slice; the password pages run the same machine in a local reducer.
 */

import {
  initialAuthFlowState,
  ticketEmail,
  type AuthEvent,
  type AuthFlowState,
  type AuthStep,
  type FlowTicket,
} from './authFlowState';

export {
  AUTH_STEPS,
  initialAuthFlowState,
  type AuthEvent,
  type AuthFlow,
  type AuthFlowState,
  type AuthStep,
  type FlowTicket,
  ticketFor,
} from './authFlowState';

/** Where the password pages start: the email step of the reset journey. */
export function passwordPageStart(): AuthFlowState {
  return initialAuthFlowState({ isOpen: true, step: 'ResetPasswordEmail', flow: 'reset' });
}

const closed = () => initialAuthFlowState();

const issued = (email: string, token: string): FlowTicket => ({ email: ticketEmail(email), token });

/**
 * Where "edit email" leads from each later step: back to a step with a captcha, since the ticket
 * was for the old email — the welcome step, or the reset journey's email step.
 */
function editEmail(state: AuthFlowState): AuthFlowState {
  const again = { ...state, ticket: null };
  switch (state.step) {
    case 'LoginPassword':
    case 'VerifyLoginOtp':
    case 'VerifySingupOtp':
      return {
        ...again,
        step: 'LoginWelcome',
        flow: 'login',
        pendingToken: null,
        isEmailVerified: false,
      };
    case 'VerifyResetOtp':
    case 'ResetPassword':
      return { ...again, step: 'ResetPasswordEmail', resetToken: null };
    default:
      return state;
  }
}

/** The next state for an event; an event the current step does not handle leaves the state alone. */
export function transition(state: AuthFlowState, event: AuthEvent): AuthFlowState {
  if (event.type === 'OPEN') return state.isOpen ? state : initialAuthFlowState({ isOpen: true });
  if (event.type === 'CLOSE') return closed();
  if (event.type === 'EDIT_EMAIL') return editEmail(state);
  if (event.type === 'TICKET_ISSUED') return { ...state, ticket: issued(event.email, event.ticket) };

  switch (state.step) {
    case 'LoginWelcome':
      if (event.type === 'EMAIL_KNOWN')
        return {
          ...state,
          step: 'LoginPassword',
          flow: 'login',
          email: event.email,
          isEmailVerified: event.isEmailVerified,
          ticket: issued(event.email, event.ticket),
        };
      if (event.type === 'EMAIL_UNKNOWN')
        return {
          ...state,
          step: 'SignUp',
          flow: 'signup',
          email: event.email,
          isEmailVerified: false,
          ticket: issued(event.email, event.ticket),
        };
      if (event.type === 'GO_TO_SIGNUP')
        return { ...state, step: 'SignUp', flow: 'signup', email: event.email ?? state.email };
      return state;

    case 'LoginPassword':
      if (event.type === 'LOGIN_CODE_SENT') return { ...state, step: 'VerifyLoginOtp' };
      if (event.type === 'LOGIN_NEEDS_VERIFICATION')
        return { ...state, step: 'VerifySingupOtp', isEmailVerified: false, pendingToken: event.token };
      if (event.type === 'FORGOT_PASSWORD') return { ...state, step: 'ResetPasswordEmail', flow: 'reset' };
      if (event.type === 'LOGGED_IN') return closed();
      return state;

    case 'SignUp':
      if (event.type === 'SIGNED_UP')
        return {
          ...state,
          step: 'VerifySingupOtp',
          flow: 'signup',
          email: event.email,
          isEmailVerified: false,
          pendingToken: event.token,
        };
      if (event.type === 'GO_TO_LOGIN') return { ...state, step: 'LoginWelcome', flow: 'login' };
      return state;

    case 'VerifySingupOtp':
      return event.type === 'LOGGED_IN' ? closed() : state;

    case 'VerifyLoginOtp':
      if (event.type === 'BACK_TO_LOGIN') return { ...state, step: 'LoginPassword' };
      return event.type === 'LOGGED_IN' ? closed() : state;

    case 'ResetPasswordEmail':
      if (event.type === 'RESET_CODE_SENT')
        return { ...state, step: 'VerifyResetOtp', flow: 'reset', email: event.email, resetToken: null };
      if (event.type === 'BACK_TO_LOGIN')
        return state.email
          ? { ...state, step: 'LoginPassword', flow: 'login' }
          : { ...state, step: 'LoginWelcome', flow: 'login' };
      return state;

    case 'VerifyResetOtp':
      if (event.type === 'RESET_CODE_VERIFIED')
        return { ...state, step: 'ResetPassword', resetToken: event.resetToken };
      return state;

    case 'ResetPassword':
      return event.type === 'LOGGED_IN' ? closed() : state;
  }
}

/**
 * "Verify later" shows only for an account that is not verified yet, on the sign-up code step, and
 * only when there is a session to keep (never in the reset journey).
 */
export function canVerifyLater(state: AuthFlowState): boolean {
  return (
    state.step === 'VerifySingupOtp' &&
    state.flow !== 'reset' &&
    !state.isEmailVerified &&
    state.pendingToken !== null
  );
}

/** The one-time-code type (spec enumeration "auth flows") each code step asks for. */
export const OTP_TYPE = { SIGNUP: 1, LOGIN: 2, FORGOT_PASSWORD: 3, RESEND_OTP: 4 } as const;
export type OtpType = (typeof OTP_TYPE)[keyof typeof OTP_TYPE];

export function otpTypeOf(step: AuthStep): OtpType | null {
  if (step === 'VerifySingupOtp') return OTP_TYPE.SIGNUP;
  if (step === 'VerifyLoginOtp') return OTP_TYPE.LOGIN;
  if (step === 'VerifyResetOtp') return OTP_TYPE.FORGOT_PASSWORD;
  return null;
}
