import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingDocuments, clubs } from '../../db/schema';
import {
  documentFileName,
  documentTypesOf,
  type BookingDocument,
  type DocumentLanguage,
  type DocumentType,
} from '../../lib/documents';
import type { MailAttachment } from '../../lib/mail/transport';
import type { AppServices } from '../../lib/services';
import { newStorageKey, storageKey } from '../../lib/storage';
import { bookingCalendar, calendarFileName } from './calendar';
import { documentOf, type DocumentSource } from './document-data';

/**
 * A booking's PDFs, rendered once per booking state and kept in the file store: the booking as the
 * document prints it is hashed, and a download of an unchanged booking is served from the store; a
 * change (ticketed, cancelled, refunded, re-branded) renders once more. Rendering goes through the
 * render pool (lib/documents/render-pool.ts), off the event loop; concurrent downloads of the same
 * document in one process share one rendering.
 */

export interface DocumentDeps {
  db: Database;
  clubId: number;
  services: Pick<AppServices, 'storage' | 'documents' | 'logger'>;
}

/** Bump when the documents' layout changes: every stored PDF is then rendered again on its next download. */
const LAYOUT_VERSION = 'documents-2026-11-28';

/** What the document prints, hashed (the logo by its bytes' hash). */
export function documentStateHash(type: DocumentType, document: BookingDocument): string {
  const logo = document.branding.logo;
  const printed = {
    ...document,
    branding: { ...document.branding, logo: logo && createHash('sha256').update(logo).digest('hex') },
  };
  return createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, type, printed]))
    .digest('hex');
}

const rendering = new Map<string, Promise<Buffer | null>>();

async function renderAndStore(
  { db, services }: DocumentDeps,
  bookingId: string,
  type: DocumentType,
  document: BookingDocument,
  stateHash: string,
  previousKey: string | null,
): Promise<Buffer | null> {
  const pdf = await services.documents.render(type, document);
  if (!pdf) return null;
  const key = newStorageKey('booking-documents');
  await services.storage.put(key, pdf, 'application/pdf');
  await db
    .insert(bookingDocuments)
    .values({ bookingId, type, language: document.language, stateHash, storageKey: key })
    .onConflictDoUpdate({
      target: [bookingDocuments.bookingId, bookingDocuments.type, bookingDocuments.language],
      set: { stateHash, storageKey: key, createdAt: new Date() },
    });
  if (previousKey) {
    // The booking's earlier state: its file is no longer served.
    await services.storage.delete(storageKey(previousKey)).catch(() => {
      services.logger.warn(`[documents] an outdated ${type} of booking ${bookingId} stayed in the store`);
    });
  }
  return pdf;
}

/** The booking's document of `type` as a PDF, or null when the booking has no such document. */
export async function bookingDocumentPdf(
  deps: DocumentDeps,
  source: DocumentSource,
  type: DocumentType,
  language: DocumentLanguage,
): Promise<Buffer | null> {
  const { db, clubId, services } = deps;
  const bookingId = source.booking.id;
  const document = await documentOf(db, clubId, source, language, services.storage);
  if (!documentTypesOf(document.module).includes(type)) return null;
  const stateHash = documentStateHash(type, document);
  const [stored] = await db
    .select()
    .from(bookingDocuments)
    .where(
      and(
        eq(bookingDocuments.bookingId, bookingId),
        eq(bookingDocuments.type, type),
        eq(bookingDocuments.language, language),
      ),
    )
    .limit(1);
  if (stored?.stateHash === stateHash) {
    const bytes = await services.storage.get(storageKey(stored.storageKey));
    if (bytes) return bytes;
  }
  const flight = `${bookingId}:${type}:${language}:${stateHash}`;
  let pending = rendering.get(flight);
  if (!pending) {
    pending = renderAndStore(deps, bookingId, type, document, stateHash, stored?.storageKey ?? null).finally(
      () => rendering.delete(flight),
    );
    rendering.set(flight, pending);
  }
  return pending;
}

/** The host the club's calendar entries are named after (their UIDs). */
async function calendarHost(db: Database, clubId: number): Promise<string> {
  const [club] = await db
    .select({ url: clubs.customerClubUrl })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  try {
    return new URL(club?.url ?? '').hostname || 'club.invalid';
  } catch {
    return 'club.invalid';
  }
}

/** The booking's calendar entries (`.ics`), in `language`. */
export async function bookingCalendarFile(
  { db, clubId }: Pick<DocumentDeps, 'db' | 'clubId'>,
  source: DocumentSource,
  language: DocumentLanguage,
): Promise<MailAttachment> {
  return {
    filename: calendarFileName(source.booking.reference),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(bookingCalendar(source.booking, language, await calendarHost(db, clubId)), 'utf8'),
  };
}

/**
 * What a booking mail attaches (for the mail's outbox, issue 33): the e-ticket or the voucher and
 * the invoice (or only `types`), from the store when the booking has not changed, and the `.ics`.
 */
export async function bookingAttachments(
  deps: DocumentDeps,
  source: DocumentSource,
  language: DocumentLanguage,
  { types, calendar = true }: { types?: DocumentType[]; calendar?: boolean } = {},
): Promise<MailAttachment[]> {
  const kind = source.booking.stay ? 'hotel' : 'flight';
  const files: MailAttachment[] = [];
  for (const type of types ?? documentTypesOf(kind)) {
    const content = await bookingDocumentPdf(deps, source, type, language);
    if (content) {
      files.push({
        filename: documentFileName(type, source.booking.reference, language),
        contentType: 'application/pdf',
        content,
      });
    }
  }
  if (calendar) files.push(await bookingCalendarFile(deps, source, language));
  return files;
}
