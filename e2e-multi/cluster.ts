import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConf } from '../scripts/lib/nginxTemplate.mjs';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { selfSignedCertificate } from '../scripts/lib/selfSignedCertificate.mjs';
import { waitForUrl } from '../scripts/lib/waitForUrl.mjs';

/**
 * A small deployment on one machine, as docs/deploy.md describes a large one: PostgreSQL, two API
 * instances over it, two site instances (`server/site.mjs` over the one build), and nginx in front doing
 * round robin over each pair. Browsers reach the clubs at `<club>.localhost:<nginx port>`; the API
 * is published by the same nginx under the host 127.0.0.1, where both the site instances and the
 * browsers call it. Tests stop and start API instances while journeys run.
 */

export const PORTS = {
  sites: [Number(process.env.MULTI_SITE_PORT_A ?? 3207), Number(process.env.MULTI_SITE_PORT_B ?? 3217)],
  apis: [Number(process.env.MULTI_API_PORT_A ?? 4207), Number(process.env.MULTI_API_PORT_B ?? 4217)],
  /** nginx's HTTPS port (the shipped configuration's 443), and its plain-HTTP redirect port (80). */
  nginx: Number(process.env.MULTI_NGINX_PORT ?? 8207),
  nginxHttp: Number(process.env.MULTI_NGINX_HTTP_PORT ?? 8208),
  postgres: Number(process.env.MULTI_POSTGRES_PORT ?? 5437),
};
export const API_KEY = 'sandbox-demo-key';
/** The API as browsers and the site instances reach it: nginx's API server, host 127.0.0.1. */
export const FRONT = `https://127.0.0.1:${PORTS.nginx}`;
export const SKYLINE = `https://skyline.localhost:${PORTS.nginx}`;
const CLUB_HOSTS = [
  'skyline.localhost',
  'agent.skyline.localhost',
  'nakhla.localhost',
  'agent.nakhla.localhost',
];

/**
 * The shipped docs/nginx.conf, with only this machine's values put in by the one templating step
 * (scripts/lib/nginxTemplate.mjs, docs/deploy.md): the instances' ports, the listen ports, the
 * club hosts, a throw-away certificate and a cache folder. Its read-only POSTs (a poll, a rate
 * check …) are resent to the other API instance when the first one took them and died.
 */
function nginxConfig(dir: string, certificate: { cert: string; key: string }): string {
  const servers = (ports: number[]) => ports.map((port) => `127.0.0.1:${port} max_fails=1 fail_timeout=2s`);
  const club = renderNginxConf(readFileSync(path.join(process.cwd(), 'docs', 'nginx.conf'), 'utf8'), {
    siteServers: servers(PORTS.sites),
    apiServers: servers(PORTS.apis),
    httpListen: `127.0.0.1:${PORTS.nginxHttp}`,
    httpsListen: `127.0.0.1:${PORTS.nginx}`,
    siteHosts: CLUB_HOSTS,
    apiHost: '127.0.0.1',
    certificate: certificate.cert,
    certificateKey: certificate.key,
    cacheDir: path.join(dir, 'cache'),
  });
  writeFileSync(path.join(dir, 'club.conf'), club);
  // nginx's main context, which the shipped file (an http-context file) leaves to the machine.
  return `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/club.conf;
}
`;
}

/** Resolves once `url` (HTTPS, our own certificate) answers 2xx. */
async function waitForHttps(url: string, ca: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const request = https.get(url, { ca, timeout: 2000 }, (response) => {
        response.resume();
        resolve((response.statusCode ?? 500) < 300);
      });
      request.on('error', () => resolve(false));
      request.on('timeout', () => request.destroy());
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

interface Instance {
  port: number;
  child: ChildProcess | null;
}

export interface Cluster {
  databaseUrl: string;
  apis: Instance[];
  /**
   * Kills the API instance on `port` at once (SIGKILL: no graceful ending, like a crash), and
   * resolves once its port refuses connections: the group leader (npx) is reaped before the server
   * process under it has died and closed its sockets, and until then it would still answer.
   */
  killApi(port: number): Promise<void>;
  startApi(port: number): Promise<void>;
  /** Starts again every API instance a test killed, so the next journey begins with all of them. */
  restartKilled(): Promise<void>;
  /** nginx's error log so far (why a request got no answer from an instance). */
  nginxErrors(): string;
  stop(): Promise<void>;
}

function spawnLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, log: string[]) {
  // Its own process group: stopping it stops what it started (npx → next-server, tsx → node).
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log.push(`[${name}] ${line}`);
    if (log.length > 400) log.splice(0, log.length - 400);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

function killGroup(child: ChildProcess | null, signal: NodeJS.Signals) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, signal);
    } catch {
      resolve();
    }
  });
}

/** Resolves once nothing listens on `port` any more (a connection is refused). */
async function untilRefused(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(
    `The API instance on port ${port} still accepts connections ${timeoutMs / 1000}s after SIGKILL`,
  );
}

/** nginx on the PATH, else where Debian puts it (/usr/sbin is not on every user's PATH), else null. */
function nginxBinary(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (!spawnSync(candidate, ['-v']).error) return candidate;
  }
  return null;
}

/** The running cluster, or why it cannot run here (PostgreSQL or nginx missing or not starting). */
export async function startCluster(log: string[]): Promise<Cluster | { skip: string }> {
  const nginx = nginxBinary();
  if (!nginx) return { skip: 'nginx is not installed (Debian: apt-get install nginx)' };
  const postgres = startPostgres({ port: PORTS.postgres, name: 'multi' });
  if ('skip' in postgres) return { skip: postgres.skip };

  const dir = mkdtempSync(path.join(tmpdir(), 'multi-nginx-'));
  chmodSync(dir, 0o755); // nginx's workers (`nobody` under root) keep their temporary files there
  let certificate: { cert: string; key: string };
  try {
    // For the club hosts and 127.0.0.1 (one day; deleted with the folder).
    certificate = selfSignedCertificate(dir, {
      dnsNames: ['localhost', '*.localhost', '*.skyline.localhost', '*.nakhla.localhost'],
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    postgres.stop();
    throw error;
  }
  const children: ChildProcess[] = [];
  const apis: Instance[] = PORTS.apis.map((port) => ({ port, child: null }));
  const apiEnv = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'test',
    SANDBOX_PORT: String(port),
    DATABASE_URL: postgres.url,
    SANDBOX_PUBLIC_URL: FRONT,
    SANDBOX_SITE_PORT: String(PORTS.nginx),
    SANDBOX_API_KEY: API_KEY,
    SANDBOX_TRUST_PROXY: '1',
  });
  const startApi = async (port: number) => {
    const instance = apis.find((api) => api.port === port)!;
    instance.child = spawnLogged(`api:${port}`, 'npx', ['tsx', 'sandbox/server.ts'], apiEnv(port), log);
    await waitForUrl(`http://127.0.0.1:${port}/health`, 60_000);
  };
  const stop = async () => {
    await Promise.all([
      ...apis.map((api) => killGroup(api.child, 'SIGTERM')),
      ...children.map((child) => killGroup(child, 'SIGTERM')),
    ]);
    rmSync(dir, { recursive: true, force: true });
    postgres.stop();
  };

  try {
    // One after the other would be slower; together they also check start-up's migration lock.
    await Promise.all(PORTS.apis.map(startApi));
    const siteEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      API_BASE_URL: FRONT,
      CLUB_API_KEY: API_KEY,
      CLUB_CONFIG_TTL_MS: '2000',
      TRUSTED_PROXY_HOPS: '1',
      // Every instance must decrypt the others' server action ids.
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      NEXT_TELEMETRY_DISABLED: '1',
      // The site instances call the API through nginx over HTTPS, as in production.
      NODE_EXTRA_CA_CERTS: certificate.cert,
    };
    for (const port of PORTS.sites) {
      children.push(
        spawnLogged(`site:${port}`, 'node', ['server/site.mjs', '-p', String(port)], siteEnv, log),
      );
    }
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, certificate));
    children.push(
      spawnLogged(
        'nginx',
        nginx,
        [
          '-p',
          dir,
          '-c',
          path.join(dir, 'nginx.conf'),
          '-e',
          path.join(dir, 'error.log'),
          '-g',
          'daemon off;',
        ],
        process.env,
        log,
      ),
    );
    await Promise.all(PORTS.sites.map((port) => waitForUrl(`http://127.0.0.1:${port}/api/health`, 90_000)));
    await waitForHttps(`${FRONT}/health`, readFileSync(certificate.cert, 'utf8'), 30_000);
  } catch (error) {
    await stop();
    throw new Error(`The cluster did not start: ${(error as Error).message}\n${log.slice(-30).join('\n')}`);
  }

  return {
    databaseUrl: postgres.url,
    apis,
    async killApi(port) {
      const instance = apis.find((api) => api.port === port)!;
      await killGroup(instance.child, 'SIGKILL');
      instance.child = null;
      await untilRefused(port);
    },
    startApi,
    async restartKilled() {
      await Promise.all(apis.filter((api) => !api.child).map((api) => startApi(api.port)));
    },
    nginxErrors() {
      try {
        return readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop,
  };
}
