// The upload load test (issue 30, docs/storage.md): starts the reference API on an embedded
// database of its own (PGlite, in the API process) with a mail catcher, makes verified agent
// applicants through the API, then measures a cheap authenticated call (GET /auth/profile) with and
// without 5 MB documents being uploaded concurrently. The two conditions are interleaved in the
// same run (rounds in the order A B B A A B …, so a machine's load that drifts during the run
// weighs on both alike), their samples pooled, and p50/p95 of both and their ratio printed, with
// the API's own event-loop delay (p99, max: prom-client's monitorEventLoopDelay, read from its
// metrics listener after each round). The uploads are sent from a worker thread
// (scripts/lib/uploadLoad.mjs), so the event loop that times the probe call sends no 5 MB body.
// The goal: the cheap call keeps its latency within 2×; the command exits 1 when it does not.
//
//   npm run bench:uploads                 this tree
//   npm run bench:uploads -- --tree DIR   the API of another checkout (e.g. an older commit)
//
// Options (environment): BENCH_UPLOADS_PORT (4660: the API; +1 SMTP, +2 the catcher's inbox,
// +3 the API's metrics), BENCH_UPLOADS_ROUNDS (8 rounds, half of them loaded),
// BENCH_UPLOADS_SECONDS (4 per round), BENCH_UPLOADS_CONCURRENCY (4 uploads at a time),
// BENCH_UPLOADS_CPU_PROF (a folder: the API writes a V8 CPU profile there when it stops).
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import MailDev from 'maildev';
import { latencyRatio, summarise } from './lib/latency.mjs';
import { waitForUrl } from './lib/waitForUrl.mjs';

const args = process.argv.slice(2);
const treeAt = args.indexOf('--tree');
const tree = path.resolve(treeAt >= 0 ? args[treeAt + 1] : '.');
const PORT = Number(process.env.BENCH_UPLOADS_PORT ?? 4660);
const SECONDS = Number(process.env.BENCH_UPLOADS_SECONDS ?? 4);
const ROUNDS = Math.max(2, Number(process.env.BENCH_UPLOADS_ROUNDS ?? 8));
const CPU_PROF = process.env.BENCH_UPLOADS_CPU_PROF;
const CONCURRENCY = Number(process.env.BENCH_UPLOADS_CONCURRENCY ?? 4);
const API = `http://127.0.0.1:${PORT}`;
const CLUB = '101';
const API_KEY = 'sandbox-demo-key';
const PASSWORD = 'Travel@123';
/** Each applicant may upload 20 files an hour: enough applicants for every loaded round. */
const LOADED_SECONDS = (ROUNDS / 2) * (SECONDS + 0.5);
/** (An upload and its removal take well over 0.25 s here: 4 a second per lane at most.) */
const APPLICANTS = 1 + CONCURRENCY * Math.max(4, Math.ceil((LOADED_SECONDS * 4) / 20));
const DOCUMENT_BYTES = 5_000_000;

const log = (line) => console.log(`[bench:uploads] ${line}`);
const children = [];
let maildev;
const dataDir = path.join(tree, `.data/bench-uploads-${PORT}`);

async function stop(code) {
  const exits = children
    .filter((child) => child.exitCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // The API stops gracefully (and writes its CPU profile); at most 10 s.
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  try {
    await maildev?.close();
  } catch {
    // already closed
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-files`, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(130));

const headers = (token) => ({
  apikey: API_KEY,
  'Whitelabel-Id': CLUB,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

async function call(pathname, { body, token, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${API}${pathname}`, {
    method,
    headers: { ...headers(token), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let envelope = null;
  try {
    envelope = JSON.parse(text);
  } catch {
    // a file or an empty body
  }
  return { status: response.status, envelope, text };
}

async function solvedCaptcha() {
  const challenge = await (await fetch(`${API}/auth/captcha/challenge`)).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const payload = { ...challenge, number: solution.number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function codeMailedTo(email) {
  for (let tries = 0; tries < 100; tries++) {
    const mails = await (await fetch(`http://127.0.0.1:${PORT + 2}/email`)).json();
    const mail = mails.find((m) => m.to?.some((to) => to.address === email));
    const code = mail?.text?.match(/^\s*(\d{6})\s*$/m)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** An agent applicant with a verified e-mail, through the API as the site makes one. */
async function verifiedApplicant(n) {
  const email = `bench-uploads-${Date.now()}-${n}@agency.test`;
  const welcome = await call('/auth/verify-email', {
    body: {
      email,
      otpType: 2,
      sendOtp: false,
      captcha: { provider: 'altcha', token: await solvedCaptcha() },
    },
  });
  const ticket = welcome.envelope?.data?.ticket;
  if (!ticket) throw new Error(`welcome step: ${welcome.status} ${welcome.text}`);
  const started = await call('/agent/application', {
    body: {
      firstName: 'Bench',
      lastName: 'Applicant',
      email,
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ip: '203.0.113.7',
      country: 'AE',
      ticket,
    },
  });
  if (started.status !== 201) throw new Error(`application: ${started.status} ${started.text}`);
  const verified = await call('/auth/otp-verify', {
    body: { email, otp: await codeMailedTo(email), otpType: 1, isToken: true },
  });
  if (verified.status !== 201) throw new Error(`otp: ${verified.status} ${verified.text}`);
  return { email, token: verified.envelope.data.token, uploads: 0 };
}

/** A well-formed PDF of `size` bytes: a comment pads its body. */
function aPdf(size) {
  const head =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n%';
  const tail = '\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(size - head.length - tail.length, 'x'),
    Buffer.from(tail),
  ]);
}

async function uploadAndRemove(applicant, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'trade-licence.pdf');
  form.append('kind', 'OTHER');
  const response = await fetch(`${API}/agent/application/documents`, {
    method: 'POST',
    headers: headers(applicant.token),
    body: form,
  });
  const envelope = await response.json();
  applicant.uploads += 1;
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${envelope.message}`);
  const document = envelope.data.documents.at(-1);
  await call(`/agent/application/documents/${document.id}`, { method: 'DELETE', token: applicant.token });
}

/** The cheap call, back to back for `seconds`, with a short pause between calls; its latencies. */
async function measureCheapCall(token, seconds) {
  const samples = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const { status } = await call('/auth/profile', { token });
    if (status !== 200) throw new Error(`GET /auth/profile answered ${status}`);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

/**
 * The API's event-loop delay since the last read, in ms (prom-client's monitorEventLoopDelay
 * histogram, reset at every read of the metrics).
 */
async function eventLoopDelay() {
  let text = '';
  try {
    text = await (await fetch(`http://127.0.0.1:${PORT + 3}/metrics`)).text();
  } catch {
    // No metrics listener (an older tree with --tree): the delay is reported as NaN.
  }
  const gauge = (name) =>
    Number(new RegExp(`^club_api_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) *
    1000;
  return { p99: gauge('p99'), max: gauge('max') };
}

try {
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'bench-uploads-mail-'));
  maildev = new MailDev({ smtp: PORT + 1, web: PORT + 2, ip: '127.0.0.1', mailDirectory, silent: true });
  await maildev.listen();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-files`, { recursive: true, force: true });
  // tsx itself (not npx), so that stopping it stops the API; with a CPU profile, node with tsx's
  // loader (--cpu-prof is not allowed in NODE_OPTIONS), which writes it at its graceful stop.
  const [command, ...commandArgs] = CPU_PROF
    ? [process.execPath, '--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`, '--import', 'tsx', 'sandbox/server.ts']
    : [path.join(tree, 'node_modules/.bin/tsx'), 'sandbox/server.ts'];
  const api = spawn(command, commandArgs, {
    cwd: tree,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SANDBOX_PORT: String(PORT),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_FILES_DIR: `${dataDir}-files`,
      SANDBOX_PUBLIC_URL: API,
      SMTP_URL: `smtp://127.0.0.1:${PORT + 1}`,
      SMTP_FROM: 'bench@localhost',
      LOG_LEVEL: 'warn',
      METRICS_PORT: String(PORT + 3),
    },
    stdio: ['ignore', process.env.BENCH_UPLOADS_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  children.push(api);
  const died = new Promise((_, reject) =>
    api.once('exit', (code) => reject(new Error(`the API stopped (${code}) before it answered`))),
  );
  died.catch(() => {});
  await Promise.race([waitForUrl(`${API}/health`, 120_000), died]);
  log(`API of ${tree} on ${API}, embedded database ${dataDir}`);

  const applicants = [];
  for (let n = 0; n < APPLICANTS; n++) applicants.push(await verifiedApplicant(n));
  const probe = applicants[0];
  log(`${applicants.length} verified applicants made`);

  // Warm up the call (and one upload: the API's upload worker starts on first use).
  const bytes = aPdf(DOCUMENT_BYTES);
  await measureCheapCall(probe.token, 1);
  await uploadAndRemove(probe, bytes);

  const samples = { alone: [], loaded: [] };
  const lag = { alone: [], loaded: [] };
  let uploads = 0;
  // The uploads come from a worker thread: the 5 MB bodies are not sent by the event loop that
  // times the probe call.
  const load = new Worker(new URL('./lib/uploadLoad.mjs', import.meta.url), {
    workerData: {
      api: API,
      club: CLUB,
      apiKey: API_KEY,
      tokens: applicants.slice(1).map((a) => a.token),
      concurrency: CONCURRENCY,
      bytes,
    },
  });
  const stopped = () =>
    new Promise((resolve, reject) => {
      load.once('error', reject);
      load.once('message', (message) => {
        load.off('error', reject);
        if (message.error) reject(new Error(message.error));
        else resolve(message.uploads);
      });
      load.postMessage('stop');
    });
  for (let round = 0; round < ROUNDS; round++) {
    // A B B A A B B A …: each condition as often first as second.
    const loaded = Math.floor((round + 1) / 2) % 2 === 1;
    if (loaded) load.postMessage('start');
    // Let the uploads get going; the read resets the API's event-loop delay histogram.
    await new Promise((resolve) => setTimeout(resolve, loaded ? 500 : 100));
    await eventLoopDelay();
    const condition = loaded ? 'loaded' : 'alone';
    samples[condition].push(...(await measureCheapCall(probe.token, SECONDS)));
    lag[condition].push(await eventLoopDelay());
    if (loaded) uploads += await stopped();
  }
  await load.terminate();
  const alone = summarise(samples.alone);
  const loaded = summarise(samples.loaded);
  const ratio = latencyRatio(alone, loaded);
  const lagLine = (rounds) =>
    `p99 ${Math.max(...rounds.map((r) => r.p99)).toFixed(1)} ms  max ${Math.max(...rounds.map((r) => r.max)).toFixed(1)} ms`;

  console.log('');
  console.log(`${ROUNDS} interleaved rounds of ${SECONDS} s (half with uploads)`);
  console.log(
    `GET /auth/profile alone:                 p50 ${alone.p50} ms  p95 ${alone.p95} ms  (${alone.count} calls)`,
  );
  console.log(
    `GET /auth/profile during 5 MB uploads:   p50 ${loaded.p50} ms  p95 ${loaded.p95} ms  (${loaded.count} calls, ${uploads} uploads of ${DOCUMENT_BYTES.toLocaleString('en')} bytes, ${CONCURRENCY} at a time)`,
  );
  console.log(`API event-loop delay alone (worst round):   ${lagLine(lag.alone)}`);
  console.log(`API event-loop delay loaded (worst round):  ${lagLine(lag.loaded)}`);
  console.log(
    `ratio (loaded / alone):                  p50 ${ratio.p50}×  p95 ${ratio.p95}×  → ${ratio.within ? 'within 2×' : 'NOT within 2×'}`,
  );
  if (CPU_PROF) log(`CPU profile of the API: ${CPU_PROF} (written when it stops)`);
  await stop(ratio.within ? 0 : 1);
} catch (error) {
  console.error(error);
  await stop(1);
}
