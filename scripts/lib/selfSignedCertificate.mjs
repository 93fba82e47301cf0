// A throw-away self-signed certificate for local TLS (the HTTPS end-to-end run's proxy, the
// multi-instance suite's nginx, the nginx configuration test): an EC P-256 key and a certificate
// valid one day, written by openssl into a folder the caller owns and deletes. Nothing is committed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Writes `cert.pem` and `key.pem` into `dir` for `CN=localhost` and the given DNS names and IP
 * addresses; answers their paths. Throws when openssl is missing or fails (`error.code` is
 * `'ENOENT'` when it is not installed, so a test can skip).
 */
export function selfSignedCertificate(
  dir,
  { dnsNames = ['localhost', '*.localhost'], ips = ['127.0.0.1'] } = {},
) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const altNames = [...dnsNames.map((name) => `DNS:${name}`), ...ips.map((ip) => `IP:${ip}`)].join(',');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=${altNames}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (made.error) throw made.error;
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}
