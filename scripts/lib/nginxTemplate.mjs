// The one templating step for docs/nginx.conf (docs/deploy.md, "Templating this file"): the shipped
// file is a complete configuration with example values, and a deployment, the multi-instance test
// (e2e-multi/cluster.ts) and docker-compose.yml (scripts/nginx-conf.mjs) change only the upstream
// servers, the listen addresses, the host names, the certificate paths and the cache folder.
// Each replacement must find exactly what the shipped file has, so the file and this step cannot
// drift apart unnoticed: a changed line makes the render throw, naming it.
//
// `tls: false` (the local demo of docker-compose.yml only) serves the same locations over plain
// HTTP: the port-80 redirect server goes, the 443 servers listen on `httpsListen` without TLS.

const SITE_HOSTS = 'skyline.example agent.skyline.example nakhla.example agent.nakhla.example';
const API_HOST = 'api.club.example';

/** `text` with `from` replaced by `to`, which must occur exactly `times` times. */
function replaceExactly(text, from, to, times) {
  const found =
    from instanceof RegExp
      ? (text.match(new RegExp(from.source, 'gm')) ?? []).length
      : text.split(from).length - 1;
  if (found !== times) {
    throw new Error(`nginx template: expected ${times} × ${String(from)} in docs/nginx.conf, found ${found}`);
  }
  return from instanceof RegExp ? text.replace(new RegExp(from.source, 'gm'), to) : text.split(from).join(to);
}

function upstreamBlock(name, servers) {
  if (!servers.length) throw new Error(`nginx template: upstream ${name} needs at least one server`);
  const lines = servers.map((server) => `    server ${server};`).join('\n');
  return `upstream ${name} {\n${lines}\n    keepalive 32;\n}`;
}

/**
 * @param {string} source the text of docs/nginx.conf
 * @param {{
 *   siteServers: string[], apiServers: string[],
 *   httpListen: string, httpsListen: string,
 *   siteHosts: string[], apiHost: string,
 *   certificate?: string, certificateKey?: string,
 *   cacheDir: string, tls?: boolean,
 * }} options servers as nginx writes them (`10.0.1.11:3000 max_fails=2 fail_timeout=5s`), listen
 *   addresses as `listen` takes them (`443`, `127.0.0.1:8443`)
 * @returns {string}
 */
export function renderNginxConf(source, options) {
  const tls = options.tls ?? true;
  let text = source;
  text = replaceExactly(
    text,
    /^upstream club_site \{[^}]*\}/,
    upstreamBlock('club_site', options.siteServers),
    1,
  );
  text = replaceExactly(
    text,
    /^upstream club_api \{[^}]*\}/,
    upstreamBlock('club_api', options.apiServers),
    1,
  );
  text = replaceExactly(text, ' /var/cache/nginx/club ', ` ${options.cacheDir} `, 1);

  text = replaceExactly(text, /^ {4}listen \[::\]:(80|443)( ssl http2)?;\n/, '', 3);
  text = replaceExactly(
    text,
    `server_name ${SITE_HOSTS} ${API_HOST};`,
    `server_name ${[...options.siteHosts, options.apiHost].join(' ')};`,
    1,
  );
  text = replaceExactly(text, `server_name ${SITE_HOSTS};`, `server_name ${options.siteHosts.join(' ')};`, 1);
  text = replaceExactly(text, `server_name ${API_HOST};`, `server_name ${options.apiHost};`, 1);

  if (tls) {
    if (!options.certificate || !options.certificateKey)
      throw new Error('nginx template: TLS needs a certificate and its key');
    text = replaceExactly(text, 'listen 80;', `listen ${options.httpListen};`, 1);
    text = replaceExactly(text, 'listen 443 ssl http2;', `listen ${options.httpsListen} ssl http2;`, 2);
    text = replaceExactly(
      text,
      /^ {4}ssl_certificate +\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem;/,
      `    ssl_certificate     ${options.certificate};`,
      2,
    );
    text = replaceExactly(
      text,
      /^ {4}ssl_certificate_key \/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem;/,
      `    ssl_certificate_key ${options.certificateKey};`,
      2,
    );
  } else {
    // The redirect server goes (nothing to redirect to); the TLS servers lose their TLS lines.
    text = replaceExactly(text, /^# Plain HTTP only redirects to HTTPS[^\n]*\nserver \{[^}]*\}\n/, '', 1);
    text = replaceExactly(text, 'listen 443 ssl http2;', `listen ${options.httpsListen};`, 2);
    text = replaceExactly(text, /^ {4}ssl_[a-z_]+ [^\n]*\n/, '', 12);
  }
  return text;
}
