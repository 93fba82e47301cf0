import { afterAll, describe, expect, it, vi } from 'vitest';
import { inboxOf } from '../sandbox/test-support/auth';
import { startTestSandbox, TEST_CONFIG } from '../sandbox/test-support/sandbox';
import { formatReport } from './report';
import { runConformance } from './run';

/**
 * The kit against the reference API (the sandbox, in this process): every call of the contract
 * passes, every journey passes (the codes read from the run's mail catcher), every feature works.
 */

const sandbox = await startTestSandbox();
afterAll(() => sandbox.close());

/** The newest code mailed to the address that this reader has not answered yet (mail is sent after the answer). */
const given = new Set<string>();
const nextCode = (email: string) =>
  vi.waitFor(
    async () => {
      const mail = (await inboxOf(sandbox, email)).find((m) => m.code && !given.has(m.id));
      if (!mail?.code) throw new Error(`no new code mailed to ${email}`);
      given.add(mail.id);
      return mail.code;
    },
    { timeout: 10_000, interval: 50 },
  );

describe('the conformance kit against the reference API', () => {
  it('passes 100 %: every call, every journey, every feature', { timeout: 180_000 }, async () => {
    const report = await runConformance({
      api: 'http://sandbox.test',
      key: TEST_CONFIG.apiKey,
      clubHost: 'skyline.localhost:3000',
      account: { email: 'customer@skyline.test', password: 'Travel@123' },
      codes: nextCode,
      fetch: (url, init) => Promise.resolve(sandbox.app.request(url, init)),
    });
    const printed = formatReport(report);
    if (process.env.CONFORMANCE_PRINT) console.log(printed);
    expect(
      report.calls
        .filter((call) => call.outcome !== 'pass')
        .map((call) => `${call.key}: ${call.outcome} ${call.notes.join('; ')}`),
      printed,
    ).toEqual([]);
    expect(
      report.steps.filter((step) => step.outcome !== 'pass'),
      printed,
    ).toEqual([]);
    expect(
      report.features.filter((feature) => feature.verdict !== 'works'),
      printed,
    ).toEqual([]);
    expect(report.specifiedFailures).toEqual([]);
    // Every operation of the contract the site can call was checked.
    expect(report.calls.length).toBeGreaterThan(70);
  });
});
