/**
 * The captcha's value in a form and what a call sends, apart from the widget (Captcha.tsx), so the
 * schemas and API calls that read it never load the widget's code.
 */

/** A solved captcha, as the club API's calls take it. */
export interface SolvedCaptcha {
  provider: 'altcha' | 'recaptcha';
  token: string;
}

/**
 * The form's captcha value: a solved captcha, or "none needed" when the club API has no captcha
 * (its configuration names none), which passes validation and is never sent.
 */
export type CaptchaAnswer = SolvedCaptcha | { provider: 'none'; token: '' };

export const NO_CAPTCHA: CaptchaAnswer = { provider: 'none', token: '' };

/** Whether the form may be sent: the captcha is solved, or the club has none. */
export const isCaptchaSolved = (answer: CaptchaAnswer | null | undefined): boolean =>
  Boolean(answer && (answer.provider === 'none' || answer.token));

/** What a call sends as `captcha`: the solved answer, or nothing when the club has no captcha. */
export function captchaToSend(answer: CaptchaAnswer | null | undefined): SolvedCaptcha | undefined {
  return answer && answer.provider !== 'none' ? answer : undefined;
}
