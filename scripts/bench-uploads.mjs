// The upload load test (issue 30, docs/storage.md): starts the reference API on an embedded
// database of its own (PGlite, in the API process) with a mail catcher, makes verified agent
// applicants through the API, then measures a cheap authenticated call (GET /auth/profile) with and
// without 5 MB documents being uploaded. The two conditions are interleaved in the same run (rounds
// in the order A B B A A B …, so a machine's load that drifts during the run weighs on both alike),
// their samples pooled, and p50/p95/p99 of both and their ratios printed, with the API's own
// event-loop delay (p99, max: prom-client's monitorEventLoopDelay, read from its metrics listener
// after each round). The uploads are sent from a worker thread (scripts/lib/uploadLoad.mjs), so the
// event loop that times the probe call sends no 5 MB body.
//
// Two loads:
//   - at a fixed rate (the default, 1 upload a second: docs/storage.md says why), from several
//     applicants, each upload started on time whether the earlier ones have finished or not: the
//     goal is that the cheap call keeps its p50 and p95 within 2×, and the command exits 1 when it
//     does not;
//   - saturating (--saturate): uploads back to back, BENCH_UPLOADS_CONCURRENCY at a time, as many
//     as the API takes: a capacity figure (uploads a second), where the cheap call is not expected
//     to stay within 2× (it shares the CPU with as much upload work as the API can do).
//
//   npm run bench:uploads                        1 upload a second
//   npm run bench:uploads -- --rate 2            another rate
//   npm run bench:uploads -- --saturate          back to back, the capacity figure
//   npm run bench:uploads -- --tree DIR          the API of another checkout (e.g. an older commit)
//
// Options (environment): BENCH_UPLOADS_PORT (4660: the API; +1 SMTP, +2 the catcher's inbox,
// +3 the API's metrics), BENCH_UPLOADS_ROUNDS (8 rounds, half of them loaded),
// BENCH_UPLOADS_SECONDS (4 per round), BENCH_UPLOADS_RATE (uploads a second; --rate wins),
// BENCH_UPLOADS_CONCURRENCY (4 uploads at a time with --saturate), BENCH_UPLOADS_CPU_PROF (a folder:
// the API writes a V8 CPU profile there when it stops).
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import MailDev from 'maildev';
import { aPdf, documentForm, pdfFile } from '../sandbox/test-support/applicant-uploads.mjs';
import { latencyRatio, percentile, summarise } from './lib/latency.mjs';
import { waitForUrl } from './lib/waitForUrl.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const tree = path.resolve(option('--tree') ?? '.');
const SATURATE = args.includes('--saturate');
/** Uploads a second in the fixed-rate load (docs/storage.md, "Measuring": why 1). */
const RATE = Number(option('--rate') ?? process.env.BENCH_UPLOADS_RATE ?? 1);
if (!SATURATE && !(RATE > 0)) throw new Error(`--rate must be a positive number of uploads a second`);
const PORT = Number(process.env.BENCH_UPLOADS_PORT ?? 4660);
const SECONDS = Number(process.env.BENCH_UPLOADS_SECONDS ?? 4);
const ROUNDS = Math.max(2, Number(process.env.BENCH_UPLOADS_ROUNDS ?? 8));
const CPU_PROF = process.env.BENCH_UPLOADS_CPU_PROF;
const CONCURRENCY = Number(process.env.BENCH_UPLOADS_CONCURRENCY ?? 4);
const API = `http://127.0.0.1:${PORT}`;
const CLUB = '101';
const API_KEY = 'sandbox-demo-key';
const PASSWORD = 'Travel@123';
/** Each applicant may upload 20 files an hour (the API's UPLOADS_PER_HOUR). */
const UPLOADS_PER_HOUR = 20;
/** Seconds of upload load in a run, the warm-up included. */
const LOADED_SECONDS = (ROUNDS / 2) * (SECONDS + 1) + 1;
/**
 * Enough applicants for every loaded round, the probe's own besides: at the fixed rate with a
 * margin of half again, at least 4; back to back, up to 6 uploads a second per lane (an upload and
 * its removal took over 0.2 s on 2 cores).
 */
const UPLOADERS = SATURATE
  ? CONCURRENCY * Math.max(4, Math.ceil((LOADED_SECONDS * 6) / UPLOADS_PER_HOUR))
  : Math.max(4, Math.ceil((RATE * LOADED_SECONDS * 1.5) / UPLOADS_PER_HOUR));
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

/** One document upload and its removal, from this thread (the warm-up). */
async function uploadAndRemove(applicant, bytes) {
  const response = await fetch(`${API}/agent/application/documents`, {
    method: 'POST',
    headers: headers(applicant.token),
    body: documentForm(pdfFile(bytes, 'trade-licence.pdf'), 'OTHER'),
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

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();

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
  for (let n = 0; n <= UPLOADERS; n++) applicants.push(await verifiedApplicant(n));
  const [probe, ...uploaders] = applicants;
  log(`${applicants.length} verified applicants made (the probe's and ${uploaders.length} uploading)`);

  // Warm up the call (and one upload: the API's upload worker starts on first use).
  const bytes = aPdf(DOCUMENT_BYTES);
  await measureCheapCall(probe.token, 1);
  await uploadAndRemove(probe, bytes);

  const samples = { alone: [], loaded: [] };
  const lag = { alone: [], loaded: [] };
  const done = { uploads: 0, started: 0, maxInFlight: 0, durations: [] };
  // The uploads come from a worker thread: the 5 MB bodies are not sent by the event loop that
  // times the probe call.
  const load = new Worker(new URL('./lib/uploadLoad.mjs', import.meta.url), {
    workerData: {
      api: API,
      club: CLUB,
      apiKey: API_KEY,
      tokens: uploaders.map((a) => a.token),
      bytes,
      uploadsPerHour: UPLOADS_PER_HOUR,
    },
  });
  const stopped = () =>
    new Promise((resolve, reject) => {
      load.once('error', reject);
      load.once('message', (message) => {
        load.off('error', reject);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
      load.postMessage('stop');
    });
  const loadedSeconds = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A B B A A B B A …: each condition as often first as second.
    const loaded = Math.floor((round + 1) / 2) % 2 === 1;
    const loadStarted = performance.now();
    if (loaded) {
      load.postMessage(
        SATURATE ? { start: 'saturate', concurrency: CONCURRENCY } : { start: 'rate', rate: RATE },
      );
    }
    // Let the uploads get going; the read resets the API's event-loop delay histogram.
    await new Promise((resolve) => setTimeout(resolve, loaded ? 500 : 100));
    await eventLoopDelay();
    const condition = loaded ? 'loaded' : 'alone';
    samples[condition].push(...(await measureCheapCall(probe.token, SECONDS)));
    lag[condition].push(await eventLoopDelay());
    if (loaded) {
      const figures = await stopped();
      loadedSeconds.push((performance.now() - loadStarted) / 1000);
      done.uploads += figures.uploads;
      done.started += figures.started;
      done.maxInFlight = Math.max(done.maxInFlight, figures.maxInFlight);
      done.durations.push(...figures.durations);
    }
  }
  await load.terminate();
  const alone = summarise(samples.alone);
  const loaded = summarise(samples.loaded);
  const ratio = latencyRatio(alone, loaded);
  const worst = (rounds, key) => Math.max(...rounds.map((r) => r[key])).toFixed(1);
  const lagLine = (rounds) => `p99 ${worst(rounds, 'p99')} ms  max ${worst(rounds, 'max')} ms`;
  const probeLine = (s) => `p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  (${s.count} calls)`;
  const seconds = loadedSeconds.reduce((total, t) => total + t, 0);
  const ms = (p) => Math.round(percentile(done.durations, p));

  console.log('');
  console.log(
    `${ROUNDS} interleaved rounds of ${SECONDS} s, half with uploads of ${DOCUMENT_BYTES.toLocaleString('en')} bytes ` +
      (SATURATE
        ? `back to back, ${CONCURRENCY} at a time (saturating: a capacity figure)`
        : `at ${RATE} a second from ${uploaders.length} applicants`),
  );
  console.log(
    `uploads done:                        ${done.uploads} of ${done.started} started in ${seconds.toFixed(1)} s ` +
      `(${(done.uploads / seconds).toFixed(2)} a second; at most ${done.maxInFlight} in flight; ` +
      `upload + removal p50 ${ms(50)} ms, p95 ${ms(95)} ms)`,
  );
  console.log(`GET /auth/profile alone:             ${probeLine(alone)}`);
  console.log(`GET /auth/profile during uploads:    ${probeLine(loaded)}`);
  console.log(`ratio (during / alone):              p50 ${ratio.p50}×  p95 ${ratio.p95}×  p99 ${ratio.p99}×`);
  console.log(`API event-loop delay alone (worst round):   ${lagLine(lag.alone)}`);
  console.log(`API event-loop delay loaded (worst round):  ${lagLine(lag.loaded)}`);
  console.log(`load average at start ${loadAtStart}, at the end ${loadAverage()}`);
  if (SATURATE) {
    console.log(`saturating load: not judged against 2× (${ratio.within ? 'within' : 'over'} it)`);
  } else {
    console.log(`→ p50 and p95 ${ratio.within ? 'within 2×' : 'NOT within 2×'}`);
  }
  if (CPU_PROF) log(`CPU profile of the API: ${CPU_PROF} (written when it stops)`);
  await stop(SATURATE || ratio.within ? 0 : 1);
} catch (error) {
  console.error(error);
  await stop(1);
}
