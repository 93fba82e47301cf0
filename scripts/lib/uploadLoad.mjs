// The upload load of scripts/bench-uploads.mjs, in a worker thread of its own: sending 5 MB bodies
// costs the sender's event loop, which must not be the one timing the probe call. Started with
// workerData { api, club, apiKey, tokens, concurrency, bytes }; on 'start' it keeps `concurrency`
// uploads (each followed by its removal) running, on 'stop' it lets them finish and posts
// { uploads } (or { error }). Each applicant's token is used for at most 20 uploads (the API's
// hourly allowance).
import { parentPort, workerData } from 'node:worker_threads';

const { api, club, apiKey, tokens, concurrency, bytes } = workerData;
const budget = tokens.map((token) => ({ token, uploads: 0 }));
const headers = (token) => ({ apikey: apiKey, 'Whitelabel-Id': club, Authorization: `Bearer ${token}` });

async function uploadAndRemove(applicant) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'trade-licence.pdf');
  form.append('kind', 'OTHER');
  applicant.uploads += 1;
  const response = await fetch(`${api}/agent/application/documents`, {
    method: 'POST',
    headers: headers(applicant.token),
    body: form,
  });
  const envelope = await response.json();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${envelope.message}`);
  const document = envelope.data.documents.at(-1);
  const removed = await fetch(`${api}/agent/application/documents/${document.id}`, {
    method: 'DELETE',
    headers: headers(applicant.token),
  });
  await removed.arrayBuffer();
}

let running = false;
let loops = [];
let uploads = 0;
let failure = null;
const lane = async (index) => {
  while (running) {
    const applicant = budget.find((a, i) => i % concurrency === index && a.uploads < 20);
    if (!applicant) throw new Error('out of applicants with upload budget');
    await uploadAndRemove(applicant);
    uploads += 1;
  }
};

parentPort.on('message', async (message) => {
  if (message === 'start') {
    running = true;
    uploads = 0;
    failure = null;
    // A failed upload stops its lane; the failure is reported at 'stop'.
    loops = Array.from({ length: concurrency }, (_, index) =>
      lane(index).catch((error) => {
        failure ??= error;
      }),
    );
  } else if (message === 'stop') {
    running = false;
    await Promise.all(loops);
    parentPort.postMessage(failure ? { error: String(failure?.stack ?? failure) } : { uploads });
  }
});
