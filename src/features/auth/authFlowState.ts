/**
 * The auth popup's state and events: the types and the closed state, without the transitions
 * (stepMachine.ts), so the store can hold the popup's state without loading the machine.
 */

/** The step names as the specification spells them (including "Singup"). */
export const AUTH_STEPS = [
  'LoginWelcome',
  'LoginPassword',
  'SignUp',
  'VerifySingupOtp',
  'VerifyLoginOtp',
  'VerifyResetOtp',
  'ResetPasswordEmail',
  'ResetPassword',
] as const;

export type AuthStep = (typeof AUTH_STEPS)[number];

/** Which journey the user is on; it decides where "edit email" goes and whether "verify later" shows. */
export type AuthFlow = 'login' | 'signup' | 'reset';

export interface AuthFlowState {
  isOpen: boolean;
  step: AuthStep;
  flow: AuthFlow;
  /** The email the current journey is about (entered on an earlier step). */
  email: string;
  /** Whether that email is verified, as the server last said. */
  isEmailVerified: boolean;
  /** The session of a new (unverified) account, kept in memory for "verify later". */
  pendingToken: string | null;
  /** A reset token from the reset code, good only for setting a new password. */
  resetToken: string | null;
  /**
   * The flow ticket the captcha-checked welcome step answered for one email: every call that mails
   * a code needs it. Kept only here, in memory (the slice is never persisted).
   */
  ticket: FlowTicket | null;
}

export interface FlowTicket {
  /** The email it was issued for, trimmed and lower case, as the API binds it. */
  email: string;
  token: string;
}

/** The email as the API compares it. */
export const ticketEmail = (email: string) => email.trim().toLowerCase();

/** The ticket when it was issued for `email`, else null (the step then asks for a captcha). */
export function ticketFor(state: AuthFlowState, email: string): string | null {
  return state.ticket && state.ticket.email === ticketEmail(email) ? state.ticket.token : null;
}

export type AuthEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  /** Welcome step: the server knows the email (201). */
  | { type: 'EMAIL_KNOWN'; email: string; isEmailVerified: boolean; ticket: string }
  /** Welcome step: the server answered 406, not registered. */
  | { type: 'EMAIL_UNKNOWN'; email: string; ticket: string }
  /** A step that asked for a captcha itself (sign-up, reset) got a ticket for its email. */
  | { type: 'TICKET_ISSUED'; email: string; ticket: string }
  | { type: 'GO_TO_SIGNUP'; email?: string }
  | { type: 'GO_TO_LOGIN' }
  /** Password step: the user chose a one-time code and it was sent. */
  | { type: 'LOGIN_CODE_SENT' }
  /** Password step: right password, but the email is not verified yet (a sign-up code was mailed). */
  | { type: 'LOGIN_NEEDS_VERIFICATION'; token: string }
  | { type: 'SIGNED_UP'; email: string; token: string }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'RESET_CODE_SENT'; email: string }
  | { type: 'RESET_CODE_VERIFIED'; resetToken: string }
  | { type: 'EDIT_EMAIL' }
  | { type: 'BACK_TO_LOGIN' }
  /** A session was established (password, code, reset or "verify later"): the journey is over. */
  | { type: 'LOGGED_IN' };

export function initialAuthFlowState(overrides: Partial<AuthFlowState> = {}): AuthFlowState {
  return {
    isOpen: false,
    step: 'LoginWelcome',
    flow: 'login',
    email: '',
    isEmailVerified: false,
    pendingToken: null,
    resetToken: null,
    ticket: null,
    ...overrides,
  };
}
