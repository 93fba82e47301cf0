import { parentPort } from 'node:worker_threads';
import { checkUpload, type UploadTask } from './check-upload';
import { lowerThreadPriority } from './thread-priority';

// Checking an upload is background work: the event loop, which answers every other call, gets the
// CPU first on a machine short of cores (issue 30: other calls within 2× during uploads).
lowerThreadPriority();

/** One message in, one answer out: `{ id, task }` → `{ id, outcome }` or `{ id, error }`. */
parentPort?.on('message', async ({ id, task }: { id: number; task: UploadTask }) => {
  try {
    parentPort?.postMessage({ id, outcome: await checkUpload(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
