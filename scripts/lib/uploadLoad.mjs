// The upload load of scripts/bench-uploads.mjs, in a worker thread of its own: sending 5 MB bodies
// costs the sender's event loop, which must not be the one timing the probe call. Started with
// workerData { api, club, apiKey, tokens, bytes, uploadsPerHour }. Each upload is a document
// (POST /agent/application/documents) followed by its removal, so an application never reaches its
// 20 MB; each applicant's token is used for at most `uploadsPerHour` uploads (the API's allowance).
//
// Messages: { start: 'rate', rate } starts an upload every 1/rate s, whether the earlier ones have
// finished or not (an open loop: a slow API gets more uploads in flight, as it would from real
// applicants), each from the applicant with the fewest uploads in flight; { start: 'saturate',
// concurrency } keeps `concurrency` uploads running back to back (the capacity figure). 'stop' stops
// starting uploads, lets those in flight finish and posts { uploads, started, maxInFlight,
// durations } (durations: each upload and its removal, ms), or { error }.
import { parentPort, workerData } from 'node:worker_threads';
import { documentForm, pdfFile } from '../../sandbox/test-support/applicant-uploads.mjs';

const { api, club, apiKey, tokens, bytes, uploadsPerHour } = workerData;
const applicants = tokens.map((token) => ({ token, uploads: 0, inFlight: 0 }));
const file = pdfFile(bytes, 'trade-licence.pdf');
const headers = (token) => ({ apikey: apiKey, 'Whitelabel-Id': club, Authorization: `Bearer ${token}` });

/** The applicant with upload budget left and the fewest uploads in flight (in order, on a tie). */
function nextApplicant() {
  let chosen = null;
  for (const applicant of applicants) {
    if (applicant.uploads >= uploadsPerHour) continue;
    if (!chosen || applicant.inFlight < chosen.inFlight) chosen = applicant;
  }
  if (!chosen) throw new Error('out of applicants with upload budget');
  return chosen;
}

async function uploadAndRemove(applicant) {
  applicant.uploads += 1;
  applicant.inFlight += 1;
  try {
    const response = await fetch(`${api}/agent/application/documents`, {
      method: 'POST',
      headers: headers(applicant.token),
      body: documentForm(file, 'OTHER'),
    });
    const envelope = await response.json();
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${envelope.message}`);
    const document = envelope.data.documents.at(-1);
    const removed = await fetch(`${api}/agent/application/documents/${document.id}`, {
      method: 'DELETE',
      headers: headers(applicant.token),
    });
    await removed.arrayBuffer();
    if (removed.status !== 200) throw new Error(`removal: ${removed.status}`);
  } finally {
    applicant.inFlight -= 1;
  }
}

let running = false;
let pending = new Set();
let lanes = [];
let timer = null;
let state = null;

function launch() {
  const started = performance.now();
  state.started += 1;
  const upload = uploadAndRemove(nextApplicant())
    .then(() => {
      state.uploads += 1;
      state.durations.push(performance.now() - started);
    })
    .catch((error) => {
      state.failure ??= error;
    })
    .finally(() => pending.delete(upload));
  pending.add(upload);
  state.maxInFlight = Math.max(state.maxInFlight, pending.size);
  return upload;
}

/** Starts an upload at every multiple of 1/rate s from now, on time whatever the earlier ones do. */
function atRate(rate) {
  const origin = performance.now();
  let next = 0;
  const tick = () => {
    if (!running) return;
    while (performance.now() >= origin + (next * 1000) / rate) {
      next += 1;
      try {
        launch();
      } catch (error) {
        state.failure ??= error;
        running = false;
        return;
      }
    }
    timer = setTimeout(tick, origin + (next * 1000) / rate - performance.now());
  };
  tick();
}

/** `concurrency` lanes, each starting its next upload when its last one is done. */
function backToBack(concurrency) {
  lanes = Array.from({ length: concurrency }, async () => {
    while (running && !state.failure) {
      try {
        await launch();
      } catch (error) {
        state.failure ??= error;
      }
    }
  });
}

parentPort.on('message', async (message) => {
  if (message === 'stop') {
    running = false;
    clearTimeout(timer);
    await Promise.all(lanes);
    await Promise.all([...pending]);
    const { failure, ...figures } = state;
    parentPort.postMessage(failure ? { error: String(failure?.stack ?? failure) } : figures);
    return;
  }
  running = true;
  pending = new Set();
  lanes = [];
  state = { uploads: 0, started: 0, maxInFlight: 0, durations: [], failure: null };
  if (message.start === 'rate') atRate(message.rate);
  else backToBack(message.concurrency);
});
