import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { UploadOutcome, UploadTask } from './check-upload';

interface Job {
  id: number;
  task: UploadTask;
  resolve: (outcome: UploadOutcome) => void;
  reject: (error: Error) => void;
}

/**
 * A few worker threads that check uploads (./check-upload.ts) off the API's event loop, at most
 * `size` at a time; further uploads wait their turn in order. Workers start on first use and do
 * not keep the process alive; a worker that dies fails its upload and is replaced on the next one.
 */
export function createUploadPool(size: number) {
  const idle: Worker[] = [];
  const queue: Job[] = [];
  let started = 0;
  let nextId = 0;

  const run = (worker: Worker, job: Job) => {
    const settle = (message: { id: number; outcome?: UploadOutcome; error?: string }) => {
      if (message.id !== job.id) return;
      worker.off('message', settle);
      worker.off('error', fail);
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.outcome as UploadOutcome);
      release(worker);
    };
    const fail = (error: Error) => {
      worker.off('message', settle);
      started -= 1;
      job.reject(error);
      pump();
    };
    worker.on('message', settle);
    worker.once('error', fail);
    worker.postMessage({ id: job.id, task: job.task });
  };

  const release = (worker: Worker) => {
    const job = queue.shift();
    if (job) run(worker, job);
    else idle.push(worker);
  };

  const pump = () => {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (started < size ? spawn() : undefined);
      if (!worker) return;
      run(worker, queue.shift() as Job);
    }
  };

  const spawn = () => {
    started += 1;
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.unref();
    return worker;
  };

  return {
    check(task: UploadTask): Promise<UploadOutcome> {
      return new Promise((resolve, reject) => {
        queue.push({ id: (nextId += 1), task, resolve, reject });
        pump();
      });
    },
    /** Stops the workers (tests; the server's shutdown leaves them to the process's exit). */
    async close() {
      const workers = idle.splice(0);
      started -= workers.length;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * The process's pool: one core is left to the event loop, at most four workers (a 5 MB body and
 * its decoded image are held per worker, so the limit also bounds memory).
 */
export const uploadPool = createUploadPool(Math.max(1, Math.min(4, availableParallelism() - 1)));
