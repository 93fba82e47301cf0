import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentDocuments, agentLogos, bookingDocuments, profileImages } from '../../db/schema';
import type { Logger } from '../context';
import type { FileStore, StorageArea } from './store';

/**
 * A file younger than this is never swept: an upload is put in the store a moment before the
 * transaction that records its key commits (row-files.ts), and must not be taken for an orphan.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** How often a running API sweeps (each instance; a sweep is safe to run twice at once). */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The areas whose files belong to rows of these tables. Rows go away without the API removing
 * their files when a cascade deletes them: an account (its profile picture, its agent application's
 * documents and logo), a club with its accounts and bookings (a booking's stored PDFs). A booking
 * document is also left behind when two processes render the same new state at once: both store a
 * file and the later upsert of `booking_documents` keeps only its own key.
 */
const SWEPT = [
  { area: 'agent-documents', column: agentDocuments.storageKey },
  { area: 'agent-logos', column: agentLogos.storageKey },
  { area: 'profile-images', column: profileImages.storageKey },
  { area: 'booking-documents', column: bookingDocuments.storageKey },
] as const satisfies readonly { area: StorageArea; column: unknown }[];

/**
 * Removes the stored files of the swept areas that no row points at any more and that are older
 * than `graceMs`; answers how many went. The keys in use are read before the files are listed, so
 * only a file written after that read could be missing from them, and such a file is young.
 */
export async function sweepOrphanFiles(
  db: Database,
  store: FileStore,
  { now = new Date(), graceMs = ORPHAN_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<number> {
  let removed = 0;
  for (const { area, column } of SWEPT) {
    const rows = await db.select({ key: column }).from(column.table).where(isNotNull(column));
    const inUse = new Set(rows.map((row) => row.key));
    for await (const file of store.list(area)) {
      if (now.getTime() - file.modifiedAt.getTime() < graceMs || inUse.has(file.key)) continue;
      await store.delete(file.key);
      removed += 1;
    }
  }
  return removed;
}

/** Sweeps now and then every `ORPHAN_SWEEP_EVERY_MS`, without keeping the process alive; a failed sweep is logged. */
export function startOrphanSweep(db: Database, store: FileStore, logger: Logger): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await sweepOrphanFiles(db, store);
      if (removed > 0) logger.info(`Removed ${removed} stored files that no row points at any more`);
    } catch (error) {
      logger.warn('The sweep of orphaned stored files failed', { err: error });
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), ORPHAN_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
