import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSpecOnlyApi, SPEC_TEST_ACCOUNT } from './mock/spec-only-api';
import { formatReport } from './report';
import { runConformance } from './run';

/**
 * The kit against the spec-only mock (an API with only the specification's calls and shapes): every
 * specified call passes, the flight search and the whole sign-in popup work (some with the site's
 * fallbacks), and what the mock lacks is reported missing, not passed.
 */

const HOST = 'spec.localhost:3750';
const api = createSpecOnlyApi({ apiKey: 'spec-key', hosts: [HOST], publicUrl: 'http://spec-api.test' });
await api.ready;

const report = await runConformance({
  api: 'http://spec-api.test',
  key: 'spec-key',
  clubHost: HOST,
  account: SPEC_TEST_ACCOUNT,
  codes: async (email) => api.store.latestCode(email) ?? 'none',
  fetch: (url, init) => Promise.resolve(api.app.request(url, init)),
});
const printed = formatReport(report);
if (process.env.CONFORMANCE_PRINT) console.log(printed);
const verdict = (name: string) => report.features.find((feature) => feature.name.startsWith(name))?.verdict;
const call = (key: string) => report.calls.find((entry) => entry.key === key);

describe('the conformance kit against the spec-only mock', () => {
  it('passes every call of the specification (exit code 0)', () => {
    expect(report.specifiedFailures, printed).toEqual([]);
    const specified = report.calls.filter((entry) => entry.callClass === 'specified');
    expect(specified.length).toBeGreaterThanOrEqual(26);
    expect(
      specified.every((entry) => entry.outcome === 'pass'),
      printed,
    ).toBe(true);
  });

  it('shows the flight search and the whole sign-in popup working', () => {
    for (const name of [
      'Flight search',
      'Flight offer confirmation',
      'Sign-in popup: e-mail step',
      'Sign-in popup: password',
      'Sign-in popup: one-time code',
      'Sign-in popup: resend',
      'Sign-in popup: sign-up',
      'Sign-in popup: forgotten password',
      'Language, currency and country preferences',
      'Logout',
    ]) {
      expect([name, verdict(name)], printed).toEqual([name, expect.stringMatching(/^works/)]);
    }
  });

  it('names the fallbacks the site uses for the specification’s shapes', () => {
    const notes = report.steps.map((step) => `${step.step}: ${step.note}`).join('\n');
    expect(notes).toContain('welcome.unknown: a plain 406');
    expect(notes).toContain('reset: no reset token');
    expect(notes).toContain('preferences: answered 204');
    expect(call('GET /flight/blacklist')?.notes.join()).toContain('strings');
    expect(verdict('Phone number fields')).toBe('works with fallback');
  });

  it('reports what the mock lacks as missing, and the features that need it as not working', () => {
    for (const key of [
      'POST /auth/captcha/challenge',
      'GET /common/country/list',
      'POST /hotel/search',
      'POST /flight/book',
    ])
      expect([key, call(key)?.outcome]).toEqual([key, 'missing']);
    expect(verdict('Hotel search')).toBe('does not work');
    expect(verdict('Flight booking and payment')).toBe('does not work');
  });
});

describe('the conformance kit against a broken API', () => {
  it('fails a specified call that errs or answers the wrong shape, and the features that need it', async () => {
    const broken = createSpecOnlyApi({
      apiKey: 'spec-key',
      hosts: [HOST],
      publicUrl: 'http://spec-api.test',
    });
    await broken.ready;
    const app = new Hono();
    app.post('/auth/login-with-password', (c) =>
      c.json({ data: null, message: 'Oops. Something went wrong. Please try again.', statusCode: 500 }, 500),
    );
    // Offers as a count instead of a list: not the contract's shape.
    app.post('/flight/check-routing', (c) =>
      c.json({
        data: { routingId: 'r', complete: true, offers: 12, nextOffset: 12 },
        message: 'Success',
        statusCode: 200,
      }),
    );
    app.route('/', broken.app);
    const failing = await runConformance({
      api: 'http://spec-api.test',
      key: 'spec-key',
      clubHost: HOST,
      account: SPEC_TEST_ACCOUNT,
      codes: async (email) => broken.store.latestCode(email) ?? 'none',
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    });
    expect(failing.specifiedFailures).toEqual(
      expect.arrayContaining(['POST /auth/login-with-password', 'POST /flight/check-routing']),
    );
    const byName = (name: string) => failing.features.find((feature) => feature.name.startsWith(name));
    expect(byName('Sign-in popup: password')?.verdict).toBe('does not work');
    expect(byName('Flight search')?.verdict).toBe('does not work');
    expect(failing.calls.find((entry) => entry.key === 'POST /flight/check-routing')?.notes.join()).toContain(
      "not the contract's shape: data.",
    );
  });
});
