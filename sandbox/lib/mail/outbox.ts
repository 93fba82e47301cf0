import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, type OutboxMessage } from '../../db/schema';
import type { Logger } from '../context';
import { maskEmail } from '../logging/mask';
import { logoAttachment, loadMailClub } from './club';
import { mailLanguage, type FramedMail } from './content';
import type { MailTransport, OutgoingMail } from './transport';

/**
 * The transactional outbox. A change that causes a mail (a booking paid or cancelled, a refund, a
 * contact message, an agent application's step) writes the mail here in its own transaction, so the
 * mail exists exactly when the change does; a worker sends it afterwards, retrying with exponential
 * backoff while the SMTP server is away. The row's idempotency key names the event: writing the same
 * event twice keeps one row, and a row is claimed by one worker at a time (FOR UPDATE SKIP LOCKED and
 * a lease), so one event is sent once. If an instance dies between the SMTP server's "250 OK" and
 * marking the row sent, the lease runs out and the mail goes again with the same Message-ID, which
 * mail systems use to drop the duplicate: at-least-once on the wire, once in the inbox.
 */

export interface OutboxEntry {
  /** The event, e.g. `booking:<id>:confirmation`; a second entry with the same key is ignored. */
  key: string;
  clubId: number;
  kind: string;
  to: string;
  language: string;
  message: OutboxMessage;
}

/** Writes `entry` with `db` — the transaction of the change that causes the mail. */
export async function enqueueMail(db: Database, entry: OutboxEntry): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      idempotencyKey: entry.key,
      clubId: entry.clubId,
      kind: entry.kind,
      recipient: entry.to,
      language: entry.language,
      subject: entry.message.type === 'rendered' ? entry.message.subject : null,
      message: entry.message,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
}

/** A mail rendered now, as the outbox keeps it. */
export function renderedMessage(
  clubName: string,
  mail: FramedMail,
  replyTo: string | undefined,
  logo: boolean,
): OutboxMessage {
  return {
    type: 'rendered',
    clubName,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    logo,
    ...(replyTo ? { replyTo } : {}),
  };
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Builds a booking mail when it goes out (routes/bookings/outbox-mail.ts registers it). */
export type BookingMailRenderer = (
  db: Database,
  row: OutboxRow & { message: Extract<OutboxMessage, { type: 'booking' }> },
) => Promise<OutgoingMail | null>;

export interface OutboxSettings {
  /** Milliseconds before the first retry; each further one waits twice as long. */
  retryBaseMs?: number;
  /** The longest wait between two attempts. */
  retryMaxMs?: number;
  /** Attempts before a mail is marked failed (an operator can send it again from the console). */
  maxAttempts?: number;
  /** How often the worker looks for mail that is due. */
  pollMs?: number;
}

export const DEFAULT_OUTBOX_SETTINGS: Required<OutboxSettings> = {
  retryBaseMs: 5_000,
  retryMaxMs: 30 * 60_000,
  // 5 s, 10 s, 20 s … then every 30 minutes: about 5 hours of trying.
  maxAttempts: 16,
  pollMs: 1_000,
};

/** How long a claim lasts: far longer than one SMTP conversation. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface MailOutbox {
  /** Starts the worker (the server and the test sandboxes do; a bare app does not send). */
  start(): void;
  /** Stops it, waiting for the pass in flight. */
  stop(): Promise<void>;
  /** Asks for a pass now (after a commit that wrote mail). */
  kick(): void;
  /** One pass: claims the due mail and tries each once. Answers how many were tried. */
  deliverDue(): Promise<number>;
  /** Until no mail is due (tests): passes until one finds nothing, or the time runs out. */
  settle(timeoutMs?: number): Promise<void>;
  setBookingRenderer(renderer: BookingMailRenderer): void;
}

/** The error's kind and SMTP code: what an operator needs, and nothing that quotes the address. */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [
    error.name,
    typeof code === 'string' ? code : null,
    typeof responseCode === 'number' ? responseCode : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** A stable Message-ID per event, so a resend after a crash is recognisably the same mail. */
function messageIdOf(row: OutboxRow): string {
  const digest = createHash('sha256').update(row.idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}.${row.id}@outbox.sandbox>`;
}

export function backoffMs(
  attempts: number,
  settings: Required<OutboxSettings>,
  random = Math.random,
): number {
  const exact = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  // ±20 %: instances that failed together do not all retry in the same instant.
  return Math.round(exact * (0.8 + 0.4 * random()));
}

export function createMailOutbox(
  db: Database,
  transport: MailTransport,
  logger: Logger,
  options: OutboxSettings = {},
): MailOutbox {
  const settings = { ...DEFAULT_OUTBOX_SETTINGS, ...options };
  let renderBooking: BookingMailRenderer | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let pass: Promise<number> | null = null;
  let again = false;

  async function outgoingOf(row: OutboxRow): Promise<OutgoingMail | null> {
    const { message } = row;
    if (message.type === 'booking') {
      if (!renderBooking) throw new Error('No booking mail renderer');
      return renderBooking(db, { ...row, message });
    }
    const club = message.logo ? await loadMailClub(db, row.clubId, mailLanguage(row.language)) : null;
    return {
      clubId: row.clubId,
      clubName: message.clubName,
      to: row.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      language: row.language,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      attachments: club ? logoAttachment(club) : [],
    };
  }

  async function attempt(row: OutboxRow): Promise<void> {
    try {
      const mail = await outgoingOf(row);
      if (mail) await transport.send({ ...mail, messageId: messageIdOf(row) });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          claimedUntil: null,
          lastError: mail ? null : 'Nothing to send',
          subject: mail?.subject ?? row.subject,
        })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const reason = describeMailError(error);
      const failed = row.attempts >= settings.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          claimedUntil: null,
          lastError: reason,
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts, settings)),
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn(
        `[mail] outbox ${row.kind} #${row.id} → ${maskEmail(row.recipient)}: attempt ${row.attempts} failed (${reason})${failed ? ', given up' : ''}`,
      );
    }
  }

  async function deliverOnce(): Promise<number> {
    const now = new Date();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    claimed.sort((a, b) => a.id - b.id);
    for (const row of claimed) await attempt(row);
    return claimed.length;
  }

  /** One pass at a time; a kick during a pass asks for another right after it. */
  function deliverDue(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = deliverOnce()
      .catch((error: unknown) => {
        logger.error(`[mail] outbox pass failed: ${describeMailError(error)}`);
        return 0;
      })
      .finally(() => {
        pass = null;
        if (again && running) {
          again = false;
          void deliverDue();
        }
      });
    return pass;
  }

  function schedule(delay: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void deliverDue().finally(() => schedule(settings.pollMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
    },
    kick() {
      schedule(0);
    },
    deliverDue,
    async settle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const [row] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())));
        if (!row || row.count === 0) {
          await pass;
          return;
        }
        await deliverDue();
      }
    },
    setBookingRenderer(renderer) {
      renderBooking = renderer;
    },
  };
}
