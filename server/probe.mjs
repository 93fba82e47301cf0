// The readiness probe's handshake between the site server and the app's /api/ready route (which
// keeps the same names in src/lib/ops/probeToken.ts): a random token per process, on globalThis,
// never sent anywhere but over loopback to the process itself.
export const PROBE_TOKEN_KEY = Symbol.for('club-travel.probeToken');
export const PROBE_HEADER = 'x-site-probe';
