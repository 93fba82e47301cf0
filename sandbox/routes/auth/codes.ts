import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes, type OtpType } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { AppServices } from '../../lib/services';

/**
 * One-time codes: six digits from a secure source, valid 10 minutes, single use, dead after five
 * wrong tries, at most one every 45 seconds per email and type. Only a peppered hash is stored.
 * A new code replaces the older ones of its type: only the newest can be used.
 */

export const CODE_VALID_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 45;
export const MAX_WRONG_TRIES = 5;

export const CODE_MESSAGES = {
  none: 'No code was sent to this email. Request a new code.',
  used: 'This code was already used. Request a new code.',
  expired: 'This code has expired. Request a new code.',
  dead: 'Too many wrong codes. Request a new code.',
  nothingToResend: 'There is no code to resend. Start again.',
} as const;

/** The machine-readable `error.code` of each refusal above, and of a wrong code (with `triesLeft`). */
export const CODE_ERRORS = {
  none: 'otp_none',
  used: 'otp_used',
  expired: 'otp_expired',
  dead: 'otp_dead',
  nothingToResend: 'otp_nothing_to_resend',
  wrong: 'otp_wrong_code',
} as const;

/** The 400 of a code refusal: its English message and its machine-readable form. */
export function codeRefused(kind: keyof typeof CODE_MESSAGES): ApiError {
  return new ApiError(400, CODE_MESSAGES[kind], {}, { code: CODE_ERRORS[kind] });
}

/** The 400 of a wrong code that may still be tried `left` more times. */
function wrongCode(left: number): ApiError {
  const message = `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
  return new ApiError(400, message, {}, { code: CODE_ERRORS.wrong, triesLeft: left });
}

type CodeRow = typeof oneTimeCodes.$inferSelect;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(code: string, pepper: string): string {
  return createHash('sha256').update(`${code}${pepper}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

interface CodeTarget {
  clubId: number;
  email: string;
  otpType: OtpType;
}

async function latestCode(db: Database, { clubId, email, otpType }: CodeTarget): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.clubId, clubId), eq(oneTimeCodes.email, email), eq(oneTimeCodes.otpType, otpType)),
    )
    .orderBy(desc(oneTimeCodes.sentAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** Seconds until a new code of this type may go out to this email; 0 when it may now. */
export async function secondsUntilNextCode(
  db: Database,
  services: AppServices,
  target: CodeTarget,
): Promise<number> {
  const last = await latestCode(db, target);
  if (!last) return 0;
  const waitMs = last.sentAt.getTime() + RESEND_AFTER_SECONDS * 1000 - services.now().getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export function tooSoon(seconds: number): ApiError {
  return new ApiError(
    429,
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
    { 'Retry-After': String(seconds) },
  );
}

/** Makes a new code (429 when the last one went out less than 45 s ago) and returns it for the mail. */
export async function issueCode(db: Database, services: AppServices, target: CodeTarget): Promise<string> {
  const wait = await secondsUntilNextCode(db, services, target);
  if (wait > 0) throw tooSoon(wait);
  const code = generateCode();
  const now = services.now();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(oneTimeCodes)
      .values({
        ...target,
        codeHash: hashCode(code, services.codePepper),
        sentAt: now,
        expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
      })
      .returning({ id: oneTimeCodes.id });
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.clubId, target.clubId),
          eq(oneTimeCodes.email, target.email),
          eq(oneTimeCodes.otpType, target.otpType),
          isNull(oneTimeCodes.consumedAt),
          ne(oneTimeCodes.id, created!.id),
        ),
      );
  });
  return code;
}

/**
 * Uses the newest code of the type if `code` matches it; otherwise counts a wrong try and answers
 * 400 saying how many tries are left (or that the code is used, expired or dead).
 */
export async function consumeCode(
  db: Database,
  services: AppServices,
  target: CodeTarget & { code: string },
): Promise<void> {
  const row = await latestCode(db, target);
  const now = services.now();
  if (!row) throw codeRefused('none');
  if (row.consumedAt) throw codeRefused('used');
  if (row.attempts >= MAX_WRONG_TRIES) throw codeRefused('dead');
  if (row.expiresAt.getTime() <= now.getTime()) throw codeRefused('expired');

  if (!sameHash(hashCode(target.code, services.codePepper), row.codeHash)) {
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, MAX_WRONG_TRIES)))
      .returning({ attempts: oneTimeCodes.attempts });
    const left = MAX_WRONG_TRIES - (counted?.attempts ?? MAX_WRONG_TRIES);
    if (left <= 0) throw codeRefused('dead');
    throw wrongCode(left);
  }

  // Of two simultaneous uses of the right code only one updates the row.
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) throw codeRefused('used');
}

/** The type of the newest code sent to the email, while one is waiting to be used (for resend). */
export async function pendingCodeType(db: Database, clubId: number, email: string): Promise<OtpType | null> {
  const [row] = await db
    .select({ otpType: oneTimeCodes.otpType, consumedAt: oneTimeCodes.consumedAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.clubId, clubId), eq(oneTimeCodes.email, email)))
    .orderBy(desc(oneTimeCodes.sentAt), desc(oneTimeCodes.id))
    .limit(1);
  return row && !row.consumedAt ? row.otpType : null;
}
