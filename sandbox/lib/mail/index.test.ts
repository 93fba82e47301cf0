import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { SKYLINE_ID, aSilentLogger, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import type { NodeEnv } from '../context';
import { createMailTransport } from '.';
import type { OutgoingMail } from './transport';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const aMail = (to: string): OutgoingMail => ({
  clubId: SKYLINE_ID,
  clubName: 'Skyline Travel',
  to,
  subject: 'Skyline Travel: Your sign-in code',
  text: 'Use 123456',
  code: '123456',
  otpType: 2,
  language: 'en',
});

function transportFor(nodeEnv: NodeEnv, smtpUrl: string | null) {
  const sent: OutgoingMail[] = [];
  const smtpTransport = vi.fn(() => ({ send: async (mail: OutgoingMail) => void sent.push(mail) }));
  const transport = createMailTransport({
    db: sandbox.database.db,
    logger: aSilentLogger(),
    nodeEnv,
    now: () => new Date(),
    smtpUrl,
    from: 'bookings@example.com',
    smtpTransport,
  });
  return { transport, sent, smtpTransport };
}

const stored = (to: string) => sandbox.database.db.select().from(outbox).where(eq(outbox.to, to));

describe('createMailTransport', () => {
  it('without SMTP_URL writes the outbox only', async () => {
    const { transport, smtpTransport } = transportFor('development', null);
    await transport.send(aMail('a@mail.test'));
    expect(smtpTransport).not.toHaveBeenCalled();
    expect(await stored('a@mail.test')).toHaveLength(1);
  });

  it('with SMTP_URL sends, and keeps the outbox outside production', async () => {
    const { transport, sent, smtpTransport } = transportFor('development', 'smtp://mail.example.com:587');
    await transport.send(aMail('b@mail.test'));
    expect(smtpTransport).toHaveBeenCalledWith({
      url: 'smtp://mail.example.com:587',
      from: 'bookings@example.com',
    });
    expect(sent.map((mail) => mail.to)).toEqual(['b@mail.test']);
    expect(await stored('b@mail.test')).toHaveLength(1);
  });

  it('with SMTP_URL in production sends without writing the outbox', async () => {
    const { transport, sent } = transportFor('production', 'smtp://mail.example.com:587');
    await transport.send(aMail('c@mail.test'));
    expect(sent).toHaveLength(1);
    expect(await stored('c@mail.test')).toHaveLength(0);
  });
});
