import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/auth';
import {
  NAKHLA_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const endpoints = ['/auth/user/logout', '/agent/admin/logout', '/sub-agent/admin/logout'];

/** Spec section 6: agents and staff log out at the agent endpoint, sub-agents at theirs. */
const logoutOf: [string, string][] = [
  ['customer@skyline.test', '/auth/user/logout'],
  ['unverified@skyline.test', '/auth/user/logout'],
  ['agent@skyline.test', '/agent/admin/logout'],
  ['staff@skyline.test', '/agent/admin/logout'],
  ['subagent@skyline.test', '/sub-agent/admin/logout'],
];

describe('logout', () => {
  it.each(logoutOf)('%s logs out at %s: 200, then the token answers 401', async (email, endpoint) => {
    const { token } = await logIn(sandbox, email);
    const response = await sandbox.call(endpoint, { token });
    expect(response.status).toBe(200);
    expect((await readEnvelope(response)).data).toBeNull();

    expect(await expectError(await sandbox.call('/auth/profile', { token }), 401)).toBe(
      'Your session has expired. Please log in again.',
    );
    expect((await sandbox.call(endpoint, { token })).status).toBe(401);
  });

  it.each(logoutOf)('%s gets 403 at the other endpoints and stays logged in', async (email, own) => {
    const { token } = await logIn(sandbox, email);
    for (const endpoint of endpoints.filter((path) => path !== own)) {
      expect(await expectError(await sandbox.call(endpoint, { token }), 403)).toBe(
        'This logout is not for your account type',
      );
    }
    expect((await sandbox.call('/auth/profile', { token })).status).toBe(200);
  });

  it('ends only the session it was called with', async () => {
    const first = await logIn(sandbox, 'customer@nakhla.test', undefined, NAKHLA_ID);
    const second = await logIn(sandbox, 'customer@nakhla.test', undefined, NAKHLA_ID);
    expect((await sandbox.call('/auth/user/logout', { token: first.token, club: NAKHLA_ID })).status).toBe(
      200,
    );
    expect((await sandbox.call('/auth/profile', { token: second.token, club: NAKHLA_ID })).status).toBe(200);
  });

  it.each(endpoints)('%s answers 401 without a token', async (endpoint) => {
    expect((await sandbox.call(endpoint)).status).toBe(401);
  });
});
