// The upload load test (issue 30, docs/storage.md): starts the reference API on an embedded
// database of its own (PGlite, in the API process) with a mail catcher, makes verified agent
// applicants through the API, then measures a cheap authenticated call (GET /auth/profile) alone
// and while 5 MB documents are uploaded concurrently, in the same run, and prints p50/p95 of both
// and their ratio. The goal: the cheap call keeps its latency within 2×.
//
//   npm run bench:uploads                 this tree
//   npm run bench:uploads -- --tree DIR   the API of another checkout (e.g. an older commit)
//
// Options (environment): BENCH_UPLOADS_PORT (4660: the API; +1 SMTP, +2 the catcher's inbox),
// BENCH_UPLOADS_SECONDS (10 per phase), BENCH_UPLOADS_CONCURRENCY (4 uploads at a time).
import { spawn } from 'node:child_process';
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
const SECONDS = Number(process.env.BENCH_UPLOADS_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_UPLOADS_CONCURRENCY ?? 4);
const API = `http://127.0.0.1:${PORT}`;
const CLUB = '101';
const API_KEY = 'sandbox-demo-key';
const PASSWORD = 'Travel@123';
/** Each applicant may upload 20 files an hour: enough applicants for the whole loaded phase. */
const APPLICANTS = Math.max(8, CONCURRENCY * 4);
const DOCUMENT_BYTES = 5_000_000;

const log = (line) => console.log(`[bench:uploads] ${line}`);
const children = [];
let maildev;
const dataDir = path.join(tree, `.data/bench-uploads-${PORT}`);

async function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
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

try {
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'bench-uploads-mail-'));
  maildev = new MailDev({ smtp: PORT + 1, web: PORT + 2, ip: '127.0.0.1', mailDirectory, silent: true });
  await maildev.listen();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-files`, { recursive: true, force: true });
  // tsx itself (not npx), so that stopping it stops the API.
  const api = spawn(path.join(tree, 'node_modules/.bin/tsx'), ['sandbox/server.ts'], {
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
    },
    stdio: ['ignore', process.env.BENCH_UPLOADS_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  children.push(api);
  api.on('exit', (code) => {
    if (code !== null && code !== 0) log(`the API stopped (${code})`);
  });
  await waitForUrl(`${API}/health`, 120_000);
  log(`API of ${tree} on ${API}, embedded database ${dataDir}`);

  const applicants = [];
  for (let n = 0; n < APPLICANTS; n++) applicants.push(await verifiedApplicant(n));
  const probe = applicants[0];
  log(`${applicants.length} verified applicants made`);

  // Warm up the call, then measure it alone.
  await measureCheapCall(probe.token, 1);
  const alone = summarise(await measureCheapCall(probe.token, SECONDS));

  // The same call while `CONCURRENCY` uploads of 5 MB run at all times.
  const bytes = aPdf(DOCUMENT_BYTES);
  let running = true;
  let uploads = 0;
  const uploaders = applicants.slice(1);
  const uploadLoop = async (lane) => {
    while (running) {
      const applicant = uploaders.find((a, i) => i % CONCURRENCY === lane && a.uploads < 20);
      if (!applicant) throw new Error('out of applicants with upload budget: lower BENCH_UPLOADS_SECONDS');
      await uploadAndRemove(applicant, bytes);
      uploads += 1;
    }
  };
  const loops = Array.from({ length: CONCURRENCY }, (_, lane) => uploadLoop(lane));
  // Let the uploads get going before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loadedSamples = await measureCheapCall(probe.token, SECONDS);
  running = false;
  await Promise.all(loops);
  const loaded = summarise(loadedSamples);
  const ratio = latencyRatio(alone, loaded);

  console.log('');
  console.log(
    `GET /auth/profile alone:                 p50 ${alone.p50} ms  p95 ${alone.p95} ms  (${alone.count} calls)`,
  );
  console.log(
    `GET /auth/profile during 5 MB uploads:   p50 ${loaded.p50} ms  p95 ${loaded.p95} ms  (${loaded.count} calls, ${uploads} uploads of ${DOCUMENT_BYTES.toLocaleString('en')} bytes, ${CONCURRENCY} at a time)`,
  );
  console.log(
    `ratio (loaded / alone):                  p50 ${ratio.p50}×  p95 ${ratio.p95}×  → ${ratio.within ? 'within 2×' : 'NOT within 2×'}`,
  );
  await stop(0);
} catch (error) {
  console.error(error);
  await stop(1);
}
