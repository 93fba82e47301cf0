// A worker thread for thread-priority.test.ts: lowers itself and reports its niceness before and
// after. Loads the TypeScript module as worker-entry.mjs does (tsx registered when needed).
import { parentPort } from 'node:worker_threads';

let priority;
try {
  priority = await import('./thread-priority.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  priority = await import('./thread-priority.ts?registered');
}
const before = priority.threadNiceness();
const lowered = priority.lowerThreadPriority(10);
parentPort?.postMessage({ before, lowered, after: priority.threadNiceness() });
