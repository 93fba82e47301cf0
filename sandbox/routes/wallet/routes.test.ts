import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubs, users } from '../../db/schema';
import { logIn, type Grant } from '../../test-support/auth';
import {
  NAKHLA_ID,
  SKYLINE_ID,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import { debitWallet } from './repository';

let sandbox: TestSandbox;
const grants: Record<string, Grant> = {};
beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const role of ['customer', 'agent', 'subagent', 'staff']) {
    grants[role] = await logIn(sandbox, `${role}@skyline.test`);
  }
  grants.nakhlaAgent = await logIn(sandbox, 'agent@nakhla.test', undefined, NAKHLA_ID);
});
afterAll(() => sandbox.close());

const agentBalance = (who: Grant, id = who.user.id, club?: number) =>
  sandbox.call(`/agent/wallet/available/balance/${id}`, { token: who.token, club });
const staffBalance = (who: Grant, id = who.user.id) =>
  sandbox.call(`/agent/staff/wallet/available/balance/${id}`, { token: who.token });

describe('wallet balance', () => {
  it('shows agents their own wallet', async () => {
    const response = await agentBalance(grants.agent!);
    expect(response.status).toBe(200);
    expect((await readEnvelope(response)).data).toEqual({
      availableBalance: 5000,
      currency: 'USD',
      points: 1250,
    });
    // Nakhla awards no agent points: the answer says so with null, not with 0.
    const nakhla = await agentBalance(grants.nakhlaAgent!, undefined, NAKHLA_ID);
    expect((await readEnvelope(nakhla)).data).toEqual({
      availableBalance: 12500,
      currency: 'USD',
      points: null,
    });
  });

  it('gives the points only while the club awards them', async () => {
    await sandbox.database.db.update(clubs).set({ agentPoints: false }).where(eq(clubs.id, SKYLINE_ID));
    try {
      expect((await readEnvelope(await agentBalance(grants.agent!))).data).toMatchObject({ points: null });
    } finally {
      await sandbox.database.db.update(clubs).set({ agentPoints: true }).where(eq(clubs.id, SKYLINE_ID));
    }
    expect((await readEnvelope(await agentBalance(grants.agent!))).data).toMatchObject({ points: 1250 });
  });

  it("shows sub-agents and staff their agent's wallet, which follows the agent's spending", async () => {
    const [agent] = await sandbox.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'agent@skyline.test'));
    await debitWallet(sandbox.database.db, agent!.id, '250.25', 'BOOKING-1');
    for (const response of [
      await agentBalance(grants.agent!),
      await agentBalance(grants.subagent!),
      await staffBalance(grants.staff!),
    ]) {
      expect(response.status).toBe(200);
      expect((await readEnvelope(response)).data).toEqual({
        availableBalance: 4749.75,
        currency: 'USD',
        points: 1250,
      });
    }
  });

  it("answers 403 for another user's id", async () => {
    expect(await expectError(await agentBalance(grants.subagent!, grants.agent!.user.id), 403)).toBe(
      'You can only see your own wallet',
    );
    expect((await agentBalance(grants.agent!, grants.subagent!.user.id)).status).toBe(403);
    expect((await staffBalance(grants.agent!, grants.staff!.user.id)).status).toBe(403);
  });

  it('answers 403 at the endpoint of the other kind, and to customers', async () => {
    expect(await expectError(await agentBalance(grants.staff!), 403)).toBe(
      'This balance is for agents and sub-agents only',
    );
    expect(await expectError(await staffBalance(grants.agent!), 403)).toBe(
      'This balance is for staff users only',
    );
    expect((await staffBalance(grants.subagent!)).status).toBe(403);
    expect((await agentBalance(grants.customer!)).status).toBe(403);
    expect((await staffBalance(grants.customer!)).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await sandbox.call(`/agent/wallet/available/balance/${grants.agent!.user.id}`)).status).toBe(401);
  });
});
