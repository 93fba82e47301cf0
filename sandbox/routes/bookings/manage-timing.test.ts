import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFakeClock, solvedAltcha } from '../../test-support/auth';
import { aFareSource, aFareToken, aGuestBookBody, book } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { OutgoingMail } from '../../lib/mail/transport';

/**
 * Issue 30, "Manage-booking timing": asking for a code took ~150 ms when reference and e-mail
 * matched (the mail was sent before answering) and ~35 ms otherwise. With a mail server that takes
 * 1.5 s, both answers now take the same time, and the code mail still goes out.
 */

// Long enough that a loaded machine's noise (a 4-sample median moved by ~230 ms on a 2-core runner
// running three suites) cannot pass for, or hide, the wait for the mail server.
const MAIL_DELAY_MS = 1500;
const clock = aFakeClock(TEST_NOW);
const delivered: OutgoingMail[] = [];
let sandbox: TestSandbox;
let reference: string;
const email = 'timing.guest@mail.test';

beforeAll(async () => {
  sandbox = await startTestSandbox({
    services: {
      now: clock.now,
      mail: {
        async send(mail) {
          await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
          delivered.push(mail);
        },
      },
    },
  });
  const source = await aFareSource(sandbox, clock);
  const fareToken = await aFareToken(sandbox, source);
  const contact = { email, phoneCountryCode: '+971', phoneNumber: '501234567' };
  reference = (await book(sandbox, aGuestBookBody(fareToken, { contact }))).reference;
});
afterAll(() => sandbox.close());

let addresses = 0;
/** How long one code request takes to be answered, in milliseconds. */
async function timed(body: { reference: string; email: string }): Promise<number> {
  const captcha = { provider: 'altcha', token: await solvedAltcha(sandbox) };
  const started = performance.now();
  const response = await sandbox.call('/manage-booking/code', {
    ip: `198.51.100.${++addresses}`,
    body: { ...body, captcha },
  });
  const elapsed = performance.now() - started;
  expect(response.status).toBe(200);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /manage-booking/code timing', () => {
  it(
    'answers as fast when reference and e-mail match as when they do not, and mails the code after',
    { timeout: 60_000 },
    async () => {
      const matching: number[] = [];
      const other: number[] = [];
      // Alternated, so that a slow moment of the machine hits both kinds alike; 4 of each stays
      // within the per-reference and per-e-mail budgets (5 an hour).
      for (let round = 0; round < 4; round++) {
        matching.push(await timed({ reference, email }));
        other.push(await timed({ reference: `ZZZZZ${round}`, email: `someone.${round}@mail.test` }));
      }
      // Before the fix a match waited for the mail server: at least MAIL_DELAY_MS more.
      expect(median(matching)).toBeLessThan(median(other) + MAIL_DELAY_MS / 2);

      await expect
        .poll(() => delivered.filter((mail) => mail.to === email).length, { timeout: 20_000 })
        .toBe(4);
      expect(delivered.every((mail) => mail.to === email)).toBe(true);
    },
  );
});
