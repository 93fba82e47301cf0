import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { SANDBOX } from './helpers';

/**
 * The flow ticket of the captcha-checked welcome step, for tests that make accounts or ask for codes
 * through the API: they solve the sandbox's ALTCHA challenge the way the widget does (instant in
 * test mode), as the popup's journey would before any call that mails a code.
 */
export async function flowTicket(clubId: number, email: string): Promise<string> {
  const challenge = (await (await fetch(`${SANDBOX}/auth/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const payload = Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
  const response = await fetch(`${SANDBOX}/auth/verify-email`, {
    method: 'POST',
    headers: {
      apikey: 'sandbox-demo-key',
      'Whitelabel-Id': String(clubId),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email,
      otpType: 1,
      sendOtp: false,
      captcha: { provider: 'altcha', token: payload },
    }),
  });
  const json = (await response.json()) as { data?: { ticket?: string } | null; message?: string };
  if (!json.data?.ticket) throw new Error(`no flow ticket for ${email}: ${response.status} ${json.message}`);
  return json.data.ticket;
}
