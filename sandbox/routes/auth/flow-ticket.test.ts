import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGE } from '../../lib/auth-ticket';
import { aFakeClock, aSignUpBody, inboxOf, latestCode, ticketFor } from '../../test-support/auth';
import {
  GENEROUS_RATE_LIMITS,
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

/**
 * Every call that mails a code needs the flow ticket of a captcha-checked welcome step for its
 * email: without one the answer is the same for a registered and an unknown email, and no mail goes out.
 */
const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    services: {
      now: clock.now,
      altchaMaxNumber: 1000,
      rateLimits: {
        ...GENEROUS_RATE_LIMITS,
        routes: { ...GENEROUS_RATE_LIMITS.routes, 'ticket-use': { perTicket: 3, windowMs: 60 * 60_000 } },
      },
    },
  });
});
afterAll(() => sandbox.close());

const KNOWN = 'customer@skyline.test';
const UNKNOWN = 'nobody-here@mail.test';
const FORGED =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6ImZsb3ctdGlja2V0In0.eyJjbHViSWQiOjEwMSwiZW1haWwiOiJ4QHkueiJ9.c2lnbmF0dXJl';

type CodeCall = (email: string, ticket?: string) => Promise<Response>;
const codeCalls: [string, CodeCall][] = [
  ...[1, 2, 3].map((otpType): [string, CodeCall] => [
    `verify-email sendOtp otpType ${otpType}`,
    (email, ticket) =>
      sandbox.call('/auth/verify-email', { body: { email, otpType, sendOtp: true, ticket } }),
  ]),
  ['resend-otp', (email, ticket) => sandbox.call('/auth/resend-otp', { body: { email, ticket } })],
  [
    'signup',
    (email, ticket) => sandbox.call('/auth/signup', { body: { ...aSignUpBody({ email }), ticket } }),
  ],
];

/**
 * A code is mailed before the request answers (routes/auth/flows.ts awaits the send), and `inboxOf`
 * waits until the catcher lists every mail the sandbox has sent: so one look is enough. (Waiting for
 * `latestCode` to give up took its full 5 s each time: 45 s of this file.)
 */
async function expectNothingMailed(email: string, club?: number) {
  const mails = await inboxOf(sandbox, email, club);
  expect(mails.filter((mail) => mail.code !== null)).toEqual([]);
}

/** The status, message and data of an answer, to compare the answers for two emails. */
async function answerOf(response: Response) {
  const body = await readEnvelope<unknown>(response);
  return { status: response.status, message: body.message, data: body.data };
}

describe('code requests without the welcome step', () => {
  it.each(codeCalls)(
    '%s: the same 400 for a registered and an unknown email, nothing mailed',
    async (_, call) => {
      for (const ticket of [undefined, FORGED, 'not-a-ticket']) {
        const known = await answerOf(await call(KNOWN, ticket));
        const unknown = await answerOf(await call(UNKNOWN, ticket));
        expect(known.status).toBe(400);
        expect(unknown).toEqual(known);
        if (ticket !== undefined) expect(known.message).toBe(TICKET_MESSAGE);
      }
      await expectNothingMailed(KNOWN);
      await expectNothingMailed(UNKNOWN);
    },
  );

  it('mails the code once the welcome step was passed for that email', async () => {
    const ticket = await ticketFor(sandbox, KNOWN);
    const response = await sandbox.call('/auth/verify-email', {
      body: { email: KNOWN, otpType: 2, sendOtp: true, ticket },
    });
    expect(response.status).toBe(201);
    expect(await latestCode(sandbox, KNOWN)).toMatch(/^\d{6}$/);
  });
});

describe('the flow ticket', () => {
  const sendCode = (email: string, ticket: string, club?: number) =>
    sandbox.call('/auth/verify-email', { body: { email, otpType: 3, sendOtp: true, ticket }, club });

  it('is bound to its email', async () => {
    const ticket = await ticketFor(sandbox, 'agent@skyline.test');
    expect(await expectError(await sendCode('staff@skyline.test', ticket), 400)).toBe(TICKET_MESSAGE);
    await expectNothingMailed('staff@skyline.test');
  });

  it('is bound to its club', async () => {
    const ticket = await ticketFor(sandbox, 'customer@nakhla.test', NAKHLA_ID);
    // The same address at Skyline, and the Nakhla ticket sent with Skyline's header.
    expect(await expectError(await sendCode('customer@nakhla.test', ticket), 400)).toBe(TICKET_MESSAGE);
    const skylineTicket = await ticketFor(sandbox, 'subagent@skyline.test');
    expect(await expectError(await sendCode('subagent@skyline.test', skylineTicket, NAKHLA_ID), 400)).toBe(
      TICKET_MESSAGE,
    );
    await expectNothingMailed('customer@nakhla.test', NAKHLA_ID);
  });

  it('expires after 30 minutes', async () => {
    const ticket = await ticketFor(sandbox, 'unverified@skyline.test');
    clock.advance(30 * 60_000 + 1000);
    expect(await expectError(await sendCode('unverified@skyline.test', ticket), 400)).toBe(TICKET_MESSAGE);
    await expectNothingMailed('unverified@skyline.test');
  });

  it('makes a limited number of calls, then the journey starts again', async () => {
    const email = 'agent@nakhla.test';
    const ticket = await ticketFor(sandbox, email, NAKHLA_ID);
    for (let use = 0; use < 3; use += 1) {
      expect((await sendCode(email, ticket, NAKHLA_ID)).status).toBe(201);
      clock.advanceSeconds(46); // past the 45-second rule
    }
    expect(await expectError(await sendCode(email, ticket, NAKHLA_ID), 400)).toBe(TICKET_MESSAGE);
    // A new welcome step gives a new ticket.
    expect((await sendCode(email, await ticketFor(sandbox, email, NAKHLA_ID), NAKHLA_ID)).status).toBe(201);
  });
});
