import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BookingDocument, DocumentType } from './model';

/**
 * Renders booking documents on worker threads, at most `size` at a time; more wait in a queue. A
 * PDF takes tens to hundreds of milliseconds of CPU (Arabic shaping, fonts): rendered on the API's
 * event loop, ten concurrent downloads slowed every other call from 7 ms to 1.9 s (issue 33).
 * Workers start on the first render and are unreferenced, so an idle pool never keeps the process
 * alive; `close()` stops them.
 */
export interface DocumentRenderer {
  render(type: DocumentType, booking: BookingDocument): Promise<Buffer | null>;
  close(): Promise<void>;
}

interface Job {
  id: number;
  type: DocumentType;
  booking: BookingDocument;
  resolve: (pdf: Buffer | null) => void;
  reject: (error: Error) => void;
}

interface Answer {
  id: number;
  pdf?: Uint8Array | null;
  error?: string;
}

/** One worker per spare core, at least one and at most two: the API keeps a core for requests. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);

export function createRenderPool({
  size = defaultPoolSize(),
  workerUrl = WORKER_URL,
}: { size?: number; workerUrl?: URL } = {}): DocumentRenderer {
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  const workers = new Set<Worker>();
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  /** A worker that died fails its job; the pool starts another for the next. */
  const retire = (worker: Worker, error: Error) => {
    if (!workers.delete(worker)) return;
    const index = idle.indexOf(worker);
    if (index >= 0) idle.splice(index, 1);
    running.get(worker)?.reject(error);
    running.delete(worker);
    pump();
  };

  const spawn = (): Worker => {
    const worker = new Worker(workerUrl);
    worker.unref();
    workers.add(worker);
    worker.on('message', ({ id, pdf, error }: Answer) => {
      const job = running.get(worker);
      running.delete(worker);
      if (job && job.id === id) {
        if (error !== undefined) job.reject(new Error(`Rendering the ${job.type} failed: ${error}`));
        else job.resolve(pdf ? Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) : null);
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) => retire(worker, new Error(`Render worker stopped (exit code ${code})`)));
    return worker;
  };

  function pump() {
    while (!closed && queue.length > 0 && (idle.length > 0 || workers.size < size)) {
      const worker = idle.pop() ?? spawn();
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage({ id: job.id, type: job.type, booking: job.booking });
    }
  }

  return {
    render(type, booking) {
      if (closed) return Promise.reject(new Error('The render pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: (nextId += 1), type, booking, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The render pool is closed'));
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
