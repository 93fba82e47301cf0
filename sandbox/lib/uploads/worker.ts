import { parentPort } from 'node:worker_threads';
import { checkUpload, type UploadTask } from './check-upload';

/** One message in, one answer out: `{ id, task }` → `{ id, outcome }` or `{ id, error }`. */
parentPort?.on('message', async ({ id, task }: { id: number; task: UploadTask }) => {
  try {
    parentPort?.postMessage({ id, outcome: await checkUpload(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
