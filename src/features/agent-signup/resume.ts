import type { AgentApplication } from './api';
import type { SignupStep } from './draftSlice';

/** Where the form shows: one of the four steps, the e-mail code, or not the form at all. */
export type ApplyView = { kind: 'step'; step: SignupStep } | { kind: 'verify' } | { kind: 'review' };

/** The first step the application still needs (4, the documents, when nothing is missing). */
export function firstIncompleteStep(application: AgentApplication): SignupStep {
  const missing = new Set(application.missing);
  if (missing.has('company')) return 2;
  if (missing.has('logo') || missing.has('primaryColor') || missing.has('secondaryColor')) return 3;
  return 4;
}

/**
 * Where a returning applicant resumes. Without an application (nobody signed in, or the account
 * was never created) the form starts at the person again, with the draft's fields filled in. With
 * one: the e-mail code while the address is not verified; the review page once it was submitted
 * and is not to be changed; else the draft's step, kept between the company (step 1 is done: the
 * account exists) and the first step the application still needs.
 */
export function resumeView(draftStep: number, application: AgentApplication | null): ApplyView {
  if (!application) return { kind: 'step', step: 1 };
  if (!application.person.isEmailVerified) return { kind: 'verify' };
  if (!application.editable || application.submittedAt) return { kind: 'review' };
  const limit = firstIncompleteStep(application);
  const step = Math.min(Math.max(Math.trunc(draftStep) || 1, 2), limit) as SignupStep;
  return { kind: 'step', step };
}
