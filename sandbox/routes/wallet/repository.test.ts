import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentWallets, users, walletTransactions } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { INSUFFICIENT_FUNDS_MESSAGE, creditWallet, debitWallet, findWallet, toAmount } from './repository';

let sandbox: TestSandbox;
let agentId: number;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const [agent] = await sandbox.database.db.select().from(users).where(eq(users.email, 'agent@skyline.test'));
  agentId = agent!.id;
});
afterAll(() => sandbox.close());

const balance = async () => (await findWallet(sandbox.database.db, agentId))?.availableBalance;
const setBalance = (value: string) =>
  sandbox.database.db
    .update(agentWallets)
    .set({ availableBalance: value })
    .where(eq(agentWallets.agentId, agentId));

describe('toAmount', () => {
  it.each([
    [12.5, '12.50'],
    ['0.01', '0.01'],
    ['100', '100.00'],
    ['007.5', '7.50'],
  ])('%s → %s', (given, expected) => expect(toAmount(given)).toBe(expected));

  it.each([0, -1, '0.00', '1.234', 0.1 + 0.2, 'abc', '', '1e3', Number.NaN])('refuses %s', (given) => {
    expect(() => toAmount(given)).toThrow(ApiError);
  });
});

describe('debitWallet', () => {
  it('takes the amount and records the movement, in the caller’s transaction', async () => {
    await setBalance('5000.00');
    const movement = await sandbox.database.db.transaction((tx) =>
      debitWallet(tx, agentId, '1234.56', 'BOOKING-1', 'key-1'),
    );
    expect(movement.balance).toBe('3765.44');
    expect(movement.replayed).toBe(false);
    expect(movement.transaction).toMatchObject({ kind: 'debit', amount: '1234.56', reference: 'BOOKING-1' });
    expect(await balance()).toBe('3765.44');
  });

  it('never goes below zero: a debit over the balance changes nothing', async () => {
    await setBalance('100.00');
    const before = await sandbox.database.db.select().from(walletTransactions);
    const attempt = debitWallet(sandbox.database.db, agentId, '100.01', 'BOOKING-2');
    await expect(attempt).rejects.toMatchObject({ status: 402, message: INSUFFICIENT_FUNDS_MESSAGE });
    expect(await balance()).toBe('100.00');
    expect(await sandbox.database.db.select().from(walletTransactions)).toHaveLength(before.length);

    expect((await debitWallet(sandbox.database.db, agentId, '100.00', 'BOOKING-3')).balance).toBe('0.00');
  });

  it('lets only as many simultaneous debits through as the balance covers', async () => {
    await setBalance('250.00');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => debitWallet(sandbox.database.db, agentId, '100.00', `RACE-${i}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await balance()).toBe('50.00');
  });

  it('moves money once per idempotency key, and refuses the key for another payment', async () => {
    await setBalance('500.00');
    const first = await debitWallet(sandbox.database.db, agentId, '75.00', 'BOOKING-4', 'booking-4');
    const again = await debitWallet(sandbox.database.db, agentId, '75.00', 'BOOKING-4', 'booking-4');
    expect(again.replayed).toBe(true);
    expect(again.transaction.id).toBe(first.transaction.id);
    expect(await balance()).toBe('425.00');
    await expect(
      debitWallet(sandbox.database.db, agentId, '80.00', 'BOOKING-4', 'booking-4'),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it('rolls back with the caller’s transaction', async () => {
    await setBalance('500.00');
    await expect(
      sandbox.database.db.transaction(async (tx) => {
        await debitWallet(tx, agentId, '200.00', 'BOOKING-5');
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await balance()).toBe('500.00');
  });

  it('answers 404 for a user without a wallet, and the database refuses a negative balance', async () => {
    await expect(debitWallet(sandbox.database.db, 999_999, '1.00', 'X')).rejects.toMatchObject({
      status: 404,
    });
    await expect(setBalance('-0.01')).rejects.toThrow();
  });
});

describe('creditWallet', () => {
  it('adds the amount', async () => {
    await setBalance('10.00');
    expect((await creditWallet(sandbox.database.db, agentId, 5.5, 'REFUND-1')).balance).toBe('15.50');
  });
});
