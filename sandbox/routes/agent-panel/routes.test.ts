import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { aFakeClock, logIn, post } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { escapeHtml } from './page';

const clock = aFakeClock();
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { now: clock.now } });
});
afterAll(() => sandbox.close());

async function handoffFor(email: string, club?: number) {
  const { token } = await logIn(sandbox, email, undefined, club);
  return post<{ token: string; expiresIn: number }>(sandbox, '/auth/handoff-token', {}, 201, { token, club });
}

const panel = (token?: string) =>
  sandbox.call(token === undefined ? '/agent-panel' : `/agent-panel?token=${encodeURIComponent(token)}`, {
    apikey: null,
    club: null,
  });

describe('POST /auth/handoff-token', () => {
  it.each(['agent', 'subagent', 'staff'])('gives the %s a 60-second hand-off token', async (role) => {
    const handoff = await handoffFor(`${role}@skyline.test`);
    expect(handoff.expiresIn).toBe(60);
    const claims = JSON.parse(Buffer.from(handoff.token.split('.')[1]!, 'base64url').toString()) as {
      purpose: string;
      exp: number;
      iat: number;
    };
    expect(claims).toMatchObject({ purpose: 'handoff' });
    expect(claims.exp - claims.iat).toBe(60);
  });

  it('answers 403 to customers and 401 without a session', async () => {
    const { token } = await logIn(sandbox, 'customer@skyline.test');
    const response = await sandbox.call('/auth/handoff-token', { method: 'POST', token });
    expect(await expectError(response, 403)).toMatch(/Only agents/);
    expect((await sandbox.call('/auth/handoff-token', { method: 'POST' })).status).toBe(401);
  });

  it('cannot be made from a hand-off token', async () => {
    const handoff = await handoffFor('agent@skyline.test');
    expect((await sandbox.call('/auth/handoff-token', { method: 'POST', token: handoff.token })).status).toBe(
      401,
    );
  });
});

describe('GET /auth/profile with a hand-off token', () => {
  it('answers the profile once; the second use gets 401', async () => {
    const handoff = await handoffFor('agent@skyline.test');
    const first = await sandbox.call('/auth/profile', { token: handoff.token });
    expect(first.status).toBe(200);
    expect((await readEnvelope(first)).data).toMatchObject({ email: 'agent@skyline.test', userType: 6 });
    expect((await sandbox.call('/auth/profile', { token: handoff.token })).status).toBe(401);
  });

  it('is not a session: other authenticated calls refuse it', async () => {
    const handoff = await handoffFor('agent@skyline.test');
    expect((await sandbox.call('/agent/admin/logout', { token: handoff.token })).status).toBe(401);
  });

  it('expires after 60 seconds', async () => {
    const handoff = await handoffFor('agent@skyline.test');
    clock.advanceSeconds(61);
    expect((await sandbox.call('/auth/profile', { token: handoff.token })).status).toBe(401);
  });
});

describe('GET /agent-panel', () => {
  it('shows who is signed in, without any API header, and only once', async () => {
    const handoff = await handoffFor('subagent@nakhla.test', NAKHLA_ID);
    const response = await panel(handoff.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await response.text();
    expect(html).toContain('Nakhla Trips — Agent panel');
    expect(html).toContain('Signed in as ريم القحطاني (subagent@nakhla.test) — Sub-agent');

    const again = await panel(handoff.token);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('expired or was already used');
  });

  it('says "— Agent" for an agent', async () => {
    const html = await (await panel((await handoffFor('agent@skyline.test')).token)).text();
    expect(html).toContain('Signed in as Omar Khalil (agent@skyline.test) — Agent');
  });

  it('shows the error page without a token, with a session token, or with garbage', async () => {
    const { token } = await logIn(sandbox, 'agent@skyline.test');
    for (const given of [undefined, '', token, 'garbage']) {
      const response = await panel(given);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('This link is not valid');
    }
  });

  it('escapes every value it shows', async () => {
    await sandbox.database.db
      .update(users)
      .set({ fullName: '<script>alert("x")</script> & Co' })
      .where(eq(users.email, 'staff@skyline.test'));
    const html = await (await panel((await handoffFor('staff@skyline.test')).token)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
