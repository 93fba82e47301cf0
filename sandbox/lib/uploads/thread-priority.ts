import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The calling thread's id on Linux (`/proc/thread-self` → `<pid>/task/<tid>`), or null elsewhere. */
function threadId(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** The calling thread's niceness (Linux), from field 19 of its /proc stat line. */
export function threadNiceness(): number | null {
  if (threadId() === null) return null;
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  return Number.isInteger(nice) ? nice : null;
}

/**
 * Lowers the scheduling priority of the calling worker thread to `niceness` (Linux; elsewhere, and
 * when the thread already runs at that niceness or lower priority, nothing). Upload checks and
 * other background work run in worker threads: on a machine short of cores the event loop, which
 * answers every other request, then gets the CPU first and the background work waits. Linux
 * applies setpriority() with a thread id to that thread alone; the main thread (whose id is the
 * process id) is never lowered. Answers whether it lowered the thread.
 */
export function lowerThreadPriority(niceness = 10): boolean {
  const tid = threadId();
  if (tid === null || tid === process.pid) return false;
  const current = threadNiceness();
  if (current !== null && current >= niceness) return false;
  try {
    setPriority(tid, niceness);
    return true;
  } catch {
    return false;
  }
}
