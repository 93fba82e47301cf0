// A TLS-terminating reverse proxy for the HTTPS end-to-end run (playwright.https.config.ts), doing
// what docs/nginx.conf does in production: HTTPS in, plain HTTP to the site (or, for the api.* host,
// the club API), X-Forwarded-For overwritten with the peer address, X-Forwarded-Proto set.
// The certificate is self-signed, made with openssl at start in a temporary folder and deleted on
// exit: nothing secret is ever committed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import https from 'node:https';
import { selfSignedCertificate } from './selfSignedCertificate.mjs';

const tlsPort = Number(process.env.TLS_PORT);
const sitePort = Number(process.env.SITE_PORT);
const apiPort = Number(process.env.API_PORT);
if (!tlsPort || !sitePort || !apiPort) {
  console.error('tls-proxy: set TLS_PORT, SITE_PORT and API_PORT');
  process.exit(1);
}

/** The certificate and key as buffers; their temporary folder is gone before the server starts. */
function certificatePair() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-proxy-'));
  try {
    const { cert, key } = selfSignedCertificate(dir);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    console.error(`tls-proxy: ${error.message}`);
    process.exit(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = https.createServer(certificatePair(), (request, response) => {
  const host = request.headers.host ?? '';
  const port = host.startsWith('api.') ? apiPort : sitePort;
  const headers = {
    ...request.headers,
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': host,
    'x-forwarded-port': String(tlsPort),
  };
  const upstream = http.request(
    { host: '127.0.0.1', port, method: request.method, path: request.url, headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('Bad Gateway');
  });
  request.pipe(upstream);
});

server.listen(tlsPort, '127.0.0.1', () => {
  console.info(`tls-proxy: https://*.localhost:${tlsPort} → site :${sitePort}, api.localhost → :${apiPort}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
