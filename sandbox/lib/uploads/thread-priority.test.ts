import { once } from 'node:events';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { lowerThreadPriority } from './thread-priority';

describe.runIf(process.platform === 'linux')('lowerThreadPriority', () => {
  it('lowers a worker thread alone: the process (its main thread) keeps its priority', async () => {
    const processBefore = getPriority(process.pid);
    const worker = new Worker(new URL('./thread-priority.fixture.mjs', import.meta.url));
    const [report] = (await once(worker, 'message')) as [{ before: number; lowered: boolean; after: number }];
    await worker.terminate();
    expect(report.after).toBe(Math.max(10, report.before));
    expect(report.lowered).toBe(report.before < 10);
    expect(getPriority(process.pid)).toBe(processBefore);
  });

  it('never lowers the main thread', () => {
    // Vitest may run this file in a worker thread or in a child process's main thread.
    const before = getPriority(process.pid);
    lowerThreadPriority(10);
    expect(getPriority(process.pid)).toBe(before);
  });
});
