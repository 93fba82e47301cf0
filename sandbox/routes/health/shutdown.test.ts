import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aRoundTripAfter, aStartRoutingBody } from '../../test-support/flight-search';
import { SKYLINE_ID } from '../../test-support/sandbox';

/** Ports of their own, away from the demo (4000, 9464) and the end-to-end runs. */
const API_PORT = 4461;
const METRICS_PORT = 4462;
const API_KEY = 'shutdown-test-key';
const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-shutdown-'));
let child: ChildProcess | undefined;
const output: string[] = [];

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) throw new Error(`the server exited:\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`not up within ${timeoutMs} ms:\n${output.join('')}`);
}

describe('the API server process', () => {
  it('serves metrics privately, and on SIGTERM finishes the request in flight (answering readiness 503 meanwhile) and exits 0 within 10 s', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_PORT: String(API_PORT),
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_API_KEY: API_KEY,
        METRICS_PORT: String(METRICS_PORT),
        DATABASE_URL: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitUntilUp(`${base}/readyz`, 90_000);

    // The metrics listener answers on its own port, with the request just made.
    const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
    expect(metrics).toContain('route="/readyz"');
    expect((await fetch(`${base}/metrics`)).status).toBe(404);

    // A search whose body arrives slowly: in flight when SIGTERM comes.
    const body = JSON.stringify(aStartRoutingBody({ legs: aRoundTripAfter(Date.now()) }));
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
      const slow = request(
        `${base}/flight/start-routing`,
        {
          method: 'POST',
          agent: false,
          headers: {
            apikey: API_KEY,
            'Whitelabel-Id': String(SKYLINE_ID),
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            'X-Request-Id': 'slow-request-1',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              requestId: response.headers['x-request-id'] as string,
            }),
          );
        },
      );
      slow.on('error', reject);
      slow.write(body.slice(0, half));
      setTimeout(() => {
        child?.kill('SIGTERM');
        // While the request is in flight a new connection is answered: readiness 503, not refused.
        setTimeout(() => {
          drainingReady = fetch(`${base}/readyz`).then(
            (response) => ({ status: response.status, connection: response.headers.get('connection') }),
            (error: Error) => ({ status: 0, connection: error.message }),
          );
          // The rest of the body once readiness has answered (not after a fixed pause, which a busy
          // machine could outlast): the request is still in flight while it is asked.
          void drainingReady.finally(() => slow.end(body.slice(half)));
        }, 500);
      }, 500);
    });
    const signalled = Date.now() + 500;
    let drainingReady: Promise<{ status: number; connection: string | null }> | undefined;

    const { status, requestId } = await answer;
    expect(status).toBe(201);
    expect(requestId).toBe('slow-request-1');
    expect(await drainingReady).toEqual({ status: 503, connection: 'close' });
    const code = await exited;
    expect(code).toBe(0);
    // Stopped: nothing listens any more.
    await expect(fetch(`${base}/readyz`)).rejects.toThrow();
    expect(Date.now() - signalled).toBeLessThan(10_000);

    const lines = output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const messages = lines.map((line) => String(line.msg));
    expect(messages.some((msg) => msg.startsWith('SIGTERM received'))).toBe(true);
    expect(lines.find((line) => line.requestId === 'slow-request-1')).toMatchObject({
      route: '/flight/start-routing',
      status: 201,
    });
    expect(messages.at(-1)).toMatch(/^Stopped/);
  }, 150_000);
});
