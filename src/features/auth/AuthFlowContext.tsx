'use client';

import { createContext, useContext } from 'react';
import type { AuthEvent, AuthFlowState } from './stepMachine';

/** What a step needs from whoever runs the flow: the popup (the auth slice) or a password page. */
export interface AuthFlowController {
  mode: 'popup' | 'page';
  state: AuthFlowState;
  send: (event: AuthEvent) => void;
  /** The id the current step gives its heading (the dialog is labelled by it). */
  titleId: string;
  /** A page's own heading (h1); a step whose title says the same leaves its heading out. */
  pageTitle?: string;
  /** Where a session ends up after login on this surface: stay (popup) or a page to go to. */
  afterLoginPath: string | null;
  /** "Back to login" from the reset email step. */
  backToLogin: () => void;
  /**
   * Checked with a new session's token before it is stored (the agent login refuses customer
   * accounts): rejects, with the error to show under the form, when this surface does not take it.
   */
  admitSession?: (token: string) => Promise<{ goTo?: string } | void>;
  /**
   * False where the surface offers its own way in (the agent sign-in page's "Apply as a travel
   * agent"): the welcome step then does not offer "Create an account" beside it.
   */
  offersSignUp?: boolean;
}

/**
 * Where a new session goes on this surface: the page `admitSession` names, else `afterLoginPath`.
 * Rejects when the surface refuses the session (nothing is stored then).
 */
export async function admittedPath(flow: AuthFlowController, token: string): Promise<string | null> {
  const verdict = await flow.admitSession?.(token);
  return verdict?.goTo ?? flow.afterLoginPath;
}

const AuthFlowContext = createContext<AuthFlowController | null>(null);

export const AuthFlowProvider = AuthFlowContext.Provider;

export function useAuthFlow(): AuthFlowController {
  const value = useContext(AuthFlowContext);
  if (!value) throw new Error('useAuthFlow must be used inside <AuthFlowProvider>');
  return value;
}
