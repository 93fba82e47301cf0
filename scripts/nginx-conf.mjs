#!/usr/bin/env node
// Writes docs/nginx.conf with a deployment's values (scripts/lib/nginxTemplate.mjs), for nginx to
// read: `node scripts/nginx-conf.mjs OUT_FILE` with the values in the environment. docker-compose.yml
// runs it before nginx starts; an operator may run it the same way (docs/deploy.md).
//   NGINX_SITE_SERVERS   comma list of site instances (host:port [nginx server parameters])
//   NGINX_API_SERVERS    comma list of API instances
//   NGINX_SITE_HOSTS     comma list of every club's customer and agent host
//   NGINX_API_HOST       the API's host
//   NGINX_HTTP_LISTEN    the port-80 listen address (TLS only)      NGINX_HTTPS_LISTEN  the 443 one
//   NGINX_TLS            1 (default) or 0 (local demo: plain HTTP)  NGINX_CACHE_DIR     cache folder
//   NGINX_CERTIFICATE, NGINX_CERTIFICATE_KEY                        with NGINX_TLS=1
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConf } from './lib/nginxTemplate.mjs';

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/nginx-conf.mjs OUT_FILE (values in NGINX_* variables)');
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const source = readFileSync(
  process.env.NGINX_CONF_SOURCE ?? path.join(here, '..', 'docs', 'nginx.conf'),
  'utf8',
);
const env = process.env;
try {
  const text = renderNginxConf(source, {
    siteServers: list(env.NGINX_SITE_SERVERS),
    apiServers: list(env.NGINX_API_SERVERS),
    siteHosts: list(env.NGINX_SITE_HOSTS),
    apiHost: env.NGINX_API_HOST ?? '',
    httpListen: env.NGINX_HTTP_LISTEN ?? '80',
    httpsListen: env.NGINX_HTTPS_LISTEN ?? '443',
    tls: env.NGINX_TLS !== '0',
    certificate: env.NGINX_CERTIFICATE,
    certificateKey: env.NGINX_CERTIFICATE_KEY,
    cacheDir: env.NGINX_CACHE_DIR ?? '/var/cache/nginx/club',
  });
  writeFileSync(out, text);
  console.log(`nginx configuration written to ${out}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
