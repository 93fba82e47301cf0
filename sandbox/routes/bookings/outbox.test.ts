import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createMailTransport, type MailTransport } from '../../lib/mail';
import { createMailOutbox, enqueueMail } from '../../lib/mail/outbox';
import { aFakeClock, logIn, type Grant } from '../../test-support/auth';
import { aFareSource, aPendingBooking, type FareSource } from '../../test-support/bookings';
import { TEST_NOW } from '../../test-support/flight-search';
import { caughtMail, catcherMail, type TestMail } from '../../test-support/mail';
import { operatorGet, signInOperator } from '../../test-support/agents';
import { CARDS_UPI_AND_NET_BANKING, offerPaymentMethods, pay } from '../../test-support/payments';
import { aSilentLogger, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';

/**
 * Issue 33: a mail that fails while the SMTP server is down is kept and sent once it is back, once.
 * The sandbox's mail goes through a switch: to a port nobody listens on (nodemailer's real
 * ECONNREFUSED) while "down", to the run's mail catcher once "up".
 */

const clock = aFakeClock(TEST_NOW);
const logger = aSilentLogger();
let sandbox: TestSandbox;
let inbox: TestMail;
let source: FareSource;
let customer: Grant;
let smtpDown = true;

async function aClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const catcher = catcherMail(logger, 'test');
  inbox = catcher.mail;
  const deadServer = createMailTransport({
    logger,
    nodeEnv: 'test',
    smtpUrl: `smtp://127.0.0.1:${await aClosedPort()}`,
  });
  const switched: MailTransport = {
    send: (mail) => (smtpDown ? deadServer.send(mail) : catcher.transport.send(mail)),
  };
  sandbox = await startTestSandbox({ logger, services: { now: clock.now, mail: switched } });
  await offerPaymentMethods(sandbox, CARDS_UPI_AND_NET_BANKING);
  source = await aFareSource(sandbox, clock, undefined, (offer) => offer.refundable);
  customer = await logIn(sandbox, 'customer@skyline.test');
});
afterAll(() => sandbox.close());

const rowsAbout = (bookingId: string) =>
  sandbox.database.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.idempotencyKey.startsWith(`booking:${bookingId}:`)));

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the mail outbox', () => {
  it(
    'keeps the confirmation and the cancellation while SMTP is down, then sends each once',
    { timeout: 60_000 },
    async () => {
      const booking = await aPendingBooking(sandbox, source, { token: customer.token });
      await pay(sandbox, { bookingId: booking.bookingId, method: 3, upiId: 'sara@okbank' }, 201, {
        token: customer.token,
      });
      const cancelled = await sandbox.call(`/my-bookings/${booking.bookingId}/cancel`, {
        token: customer.token,
        body: { reasonValue: 'My plans changed' },
      });
      expect(cancelled.status).toBe(200);

      // Both mails are written and tried; each attempt fails with the server's refusal, and waits.
      const failing = await until('two failed attempts each', async () => {
        const rows = await rowsAbout(booking.bookingId);
        return rows.length === 2 && rows.every((row) => row.attempts >= 2) ? rows : null;
      });
      expect(failing.map((row) => row.kind).sort()).toEqual(['booking.cancellation', 'booking.confirmation']);
      for (const row of failing) {
        expect(row.status).toBe('pending');
        expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      }
      const operator = await signInOperator(sandbox, 'operator@skyline.test');
      const pendingPage = await (
        await operatorGet(sandbox, '/operator/mail?status=pending', operator)
      ).text();
      expect(pendingPage).toContain('booking.confirmation');
      expect(pendingPage).toMatch(/Error (ESOCKET|ECONNREFUSED)/);
      expect(pendingPage).not.toContain('sara.haddad@example.com'); // addresses are masked

      smtpDown = false;
      await until('both mails sent', async () => {
        const rows = await rowsAbout(booking.bookingId);
        return rows.every((row) => row.status === 'sent') ? rows : null;
      });
      const mails = (await caughtMail(inbox)).filter((mail) => mail.subject.includes(booking.reference));
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        `Skyline Travel: booking ${booking.reference} is cancelled`,
        `Skyline Travel: booking ${booking.reference} is confirmed`,
      ]);
      // A resend after a crash would carry the same id: one per event.
      expect(new Set(mails.map((mail) => mail.headers['message-id'])).size).toBe(2);
      const sentPage = await (await operatorGet(sandbox, '/operator/mail?status=sent', operator)).text();
      expect(sentPage).toContain(`booking ${booking.reference} is cancelled`);
    },
  );

  it('writes one row per event and lets two workers send it once', async () => {
    const db = sandbox.database.db;
    const entry = {
      key: `test:${Date.now()}:once`,
      clubId: 101,
      kind: 'test.once',
      to: 'once@mail.test',
      language: 'en',
      message: {
        type: 'rendered' as const,
        clubName: 'Skyline Travel',
        subject: 'Once',
        text: 'Once.',
        html: '<p>Once.</p>',
        logo: false,
      },
    };
    await enqueueMail(db, entry);
    await enqueueMail(db, entry);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, entry.key));
    expect(rows).toHaveLength(1);

    let sends = 0;
    const counting: MailTransport = { send: async () => void (sends += 1) };
    const first = createMailOutbox(db, counting, logger);
    const second = createMailOutbox(db, counting, logger);
    await sandbox.app.outbox.stop();
    try {
      await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue()]);
    } finally {
      sandbox.app.outbox.start();
    }
    expect(sends).toBe(1);
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, entry.key));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
