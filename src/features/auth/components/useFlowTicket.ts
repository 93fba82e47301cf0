'use client';

import { useState } from 'react';
import { useLazyMutation } from '@/store/lazyEndpoints';
import type { CaptchaAnswer } from '../api';
import { checkEmailEndpoint } from '../lazyEndpoints';
import { ticketFor } from '../authFlowState';
import { locationFields } from '@/lib/geo/visitorLocation';
import type { OtpType } from '../stepMachine';
import { useAuthFlow } from '../AuthFlowContext';

/**
 * The flow ticket for a step where the email can be typed (sign-up, reset): the journey's own when
 * it was issued for that email, else a new one from the captcha-checked welcome call, which the
 * step then asks a captcha for.
 */
export function useFlowTicket() {
  const checkEmail = useLazyMutation(checkEmailEndpoint);
  const flow = useAuthFlow();
  // A captcha answer is single-use: a new widget (new challenge) after every failed submit.
  const [captchaRound, setCaptchaRound] = useState(0);

  return {
    captchaRound,
    hasTicket: (email: string) => ticketFor(flow.state, email) !== null,
    renewCaptcha: () => setCaptchaRound((n) => n + 1),
    /** `registered` is null when the ticket was already held (the welcome step said so then). */
    async ensure(
      email: string,
      otpType: OtpType,
      captcha: CaptchaAnswer | null,
    ): Promise<{ ticket: string; registered: boolean | null }> {
      const held = ticketFor(flow.state, email);
      if (held) return { ticket: held, registered: null };
      const result = await checkEmail({
        body: { email, otpType, captcha: captcha ?? undefined },
        location: await locationFields(),
      });
      flow.send({ type: 'TICKET_ISSUED', email, ticket: result.ticket });
      return { ticket: result.ticket, registered: result.registered };
    },
  };
}
