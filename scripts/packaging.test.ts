import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { MAX_IMAGE_BYTES } from '../sandbox/lib/body-limit';
import { parseEnv } from '../sandbox/env';
import { parseSiteEnv } from '../src/lib/env';
import { MAX_BODY_BYTES as SITE_MAX_BODY_BYTES } from '../src/lib/http/requestBody';
import { checkProgram } from './check-runtime-deps.mjs';
import { copiesOf, readDockerfile, type DockerStage } from './lib/dockerfile.mjs';
import { renderNginxConf } from './lib/nginxTemplate.mjs';
import { selfSignedCertificate } from './lib/selfSignedCertificate.mjs';

/**
 * The packaging (docker/*.Dockerfile, docker-compose.yml, docs/nginx.conf) checked without a Docker
 * engine: what an image's final stage holds and runs, that the compose stack's environment passes
 * each program's own validation with consistent ports, and that the shipped nginx configuration,
 * put through its templating step, is accepted by nginx.
 */

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const IMAGES = {
  site: { dockerfile: 'docker/site.Dockerfile', entry: 'server/site.mjs' },
  api: { dockerfile: 'docker/api.Dockerfile', entry: 'sandbox/server.ts' },
} as const;

const valuesOf = (stage: DockerStage, op: string) =>
  stage.instructions.filter((instruction) => instruction.op === op).map((instruction) => instruction.value);

describe.each(Object.entries(IMAGES))('the %s image', (_name, image) => {
  const { args, stages } = readDockerfile(path.join(root, image.dockerfile));
  const last = stages.at(-1)!;

  it('builds every stage from an overridable base image or an earlier stage', () => {
    expect(args.BASE_IMAGE).toMatch(/^node:20/);
    for (const stage of stages) {
      const earlier = stages.slice(0, stages.indexOf(stage)).map((s) => s.name);
      expect([`\${BASE_IMAGE}`, ...earlier]).toContain(stage.from);
    }
  });

  it('runs as a non-root user in its final stage', () => {
    const user = valuesOf(last, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    // Nothing runs as root after the switch.
    const order = last.instructions.map((instruction) => instruction.op);
    expect(order.lastIndexOf('RUN')).toBeLessThan(order.lastIndexOf('USER'));
  });

  it('has a health check on /healthz of the port it exposes, with no tool the image lacks', () => {
    const [healthcheck] = valuesOf(last, 'HEALTHCHECK');
    const [exposed] = valuesOf(last, 'EXPOSE');
    expect(healthcheck).toContain('/healthz');
    expect(healthcheck).toContain(`||${exposed})`);
    expect(healthcheck).toMatch(/CMD \["node"/);
    expect(healthcheck).not.toMatch(/curl|wget/);
  });

  it('holds only production dependencies and no build tool in its final stage', () => {
    const copies = copiesOf(last);
    const modules = copies.filter((copy) => copy.sources.some((source) => source.includes('node_modules')));
    expect(modules.map((copy) => copy.from)).toEqual(['prod-deps']);
    const prodDeps = stages.find((stage) => stage.name === 'prod-deps')!;
    expect(valuesOf(prodDeps, 'RUN').join(' ')).toMatch(/npm ci --omit=dev/);
    // …and then removes what npm keeps although only a devDependency or an optional peer needs it.
    expect(valuesOf(prodDeps, 'RUN').join(' ')).toMatch(
      /npm ci --omit=dev.*node scripts\/prune-dev-optional\.mjs/,
    );
    const runs = valuesOf(last, 'RUN').join(' ');
    expect(runs).not.toMatch(/apt-get|apk |npm (ci|install)|build-essential|gcc|make|python/);
    // The package managers of the base image are removed, where the official node images and a base
    // made from Debian's packages keep them.
    for (const tool of [
      '/usr/local/bin/npm',
      '/usr/local/bin/npx',
      '/usr/local/lib/node_modules/npm',
      '/usr/bin/npm',
      '/usr/bin/npx',
      '/usr/lib/node_modules/npm',
    ]) {
      expect(runs).toContain(tool);
    }
    // What comes from the build context exists and is not test code.
    for (const copy of copies.filter((copy) => copy.from === null)) {
      for (const source of copy.sources) {
        expect(existsSync(path.join(root, source)), source).toBe(true);
        expect(source).not.toMatch(/test|e2e|bench/);
      }
    }
  });

  it('starts its program with node directly, in exec form', () => {
    const [cmd] = valuesOf(last, 'CMD');
    const words = JSON.parse(cmd!) as string[];
    expect(words[0]).toBe('node');
    expect(words).toContain(image.entry);
    expect(existsSync(path.join(root, image.entry))).toBe(true);
  });

  it('leaves secrets, local data and tests out of its build context', () => {
    const ignored = read(`${image.dockerfile}.dockerignore`).split('\n');
    for (const entry of ['.env', '.env.*', '.git', 'node_modules', '.data', '.next']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('the site image build', () => {
  it('runs the build scripts next build needs, and checks the run-time imports', () => {
    const build = readDockerfile(path.join(root, IMAGES.site.dockerfile)).stages.find(
      (s) => s.name === 'build',
    )!;
    const runs = valuesOf(build, 'RUN').join(' ');
    expect(runs).toContain('npm run build');
    expect(runs).toContain('node scripts/check-runtime-deps.mjs site');
    const script = JSON.parse(read('package.json')).scripts.build as string;
    for (const step of [
      'build-styles.mjs',
      'build-airports.mjs',
      'next build',
      'compile-hints.mjs',
      'build-sw.mjs',
    ]) {
      expect(script).toContain(step);
    }
    const ignored = read(`${IMAGES.site.dockerfile}.dockerignore`).split('\n');
    for (const needed of ['scripts', 'src', 'messages', 'public', 'server'])
      expect(ignored).not.toContain(needed);
  });
});

/** Compose's `${NAME:-default}` / `${NAME}` with the variables unset, as `docker compose up` sees them. */
function interpolate(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_all, _name, fallback) => fallback ?? '');
}

type Service = {
  image?: string;
  build?: { dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
};

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const envOf = (name: string) =>
  Object.fromEntries(
    Object.entries(services[name]!.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]),
  );

describe('docker-compose.yml', () => {
  it('has PostgreSQL, the API, the site, a mail catcher and nginx, each with a health check', () => {
    for (const name of ['postgres', 'api', 'site', 'maildev', 'nginx']) {
      expect(services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
    expect(services.api!.build!.dockerfile).toBe(IMAGES.api.dockerfile);
    expect(services.site!.build!.dockerfile).toBe(IMAGES.site.dockerfile);
    expect(services.site!.depends_on!.api!.condition).toBe('service_healthy');
    expect(services.api!.depends_on!.postgres!.condition).toBe('service_healthy');
    expect(services.nginx!.depends_on!['nginx-config']!.condition).toBe('service_completed_successfully');
  });

  it("gives each program an environment its own validation accepts: the API's demo, the site", () => {
    const api = parseEnv(envOf('api'));
    expect(api.nodeEnv).toBe('development');
    expect(api.database.kind).toBe('postgres');
    expect(parseSiteEnv(envOf('site')).CLUB_API_KEY).toBe(api.apiKey);
    // The same environment with NODE_ENV=production is refused: the demo's key and missing secrets.
    expect(() => parseEnv({ ...envOf('api'), NODE_ENV: 'production' })).toThrow(/SANDBOX_JWT_SECRET/);
  });

  it('wires the ports, hosts and addresses consistently', () => {
    const api = envOf('api');
    const site = envOf('site');
    const nginx = envOf('nginx-config');
    const published = services.nginx!.ports!.map((port) => port.split(':'));
    expect(published).toEqual([[nginx.NGINX_HTTPS_LISTEN, nginx.NGINX_HTTPS_LISTEN]]);
    // The demo clubs are seeded as <club>.localhost:<the port browsers use>.
    expect(api.SANDBOX_SITE_PORT).toBe(nginx.NGINX_HTTPS_LISTEN);
    const publicApi = new URL(api.SANDBOX_PUBLIC_URL!);
    expect(site.PUBLIC_API_BASE_URL).toBe(api.SANDBOX_PUBLIC_URL);
    expect(publicApi.hostname).toBe(nginx.NGINX_API_HOST);
    expect(publicApi.port).toBe(nginx.NGINX_HTTPS_LISTEN);
    expect(nginx.NGINX_API_SERVERS!.split(' ')[0]).toBe(`api:${api.SANDBOX_PORT}`);
    expect(nginx.NGINX_SITE_SERVERS!.split(' ')[0]).toBe(`site:${site.PORT}`);
    expect(new URL(site.API_BASE_URL!).host).toBe(`api:${api.SANDBOX_PORT}`);
    expect(services.api!.healthcheck!.test.join(' ')).toContain(`127.0.0.1:${api.SANDBOX_PORT}/healthz`);
    expect(services.site!.healthcheck!.test.join(' ')).toContain(`127.0.0.1:${site.PORT}/healthz`);
    const database = new URL(api.DATABASE_URL!);
    const postgres = envOf('postgres');
    expect([database.hostname, database.username, database.password, database.pathname]).toEqual([
      'postgres',
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      `/${postgres.POSTGRES_DB}`,
    ]);
    expect(new URL(api.SMTP_URL!).host).toBe(`maildev:${envOf('maildev').MAILDEV_SMTP_PORT}`);
    // The mail catcher's inbox is published on the host's loopback only.
    expect(services.maildev!.ports).toEqual(['127.0.0.1:1080:1080']);
    for (const host of nginx.NGINX_SITE_HOSTS!.split(',')) expect(host).toMatch(/(^|\.)localhost$/);
  });
});

/** nginx -t on an http-context file, inside a minimal main configuration; null when nginx is absent. */
function nginxTest(dir: string, clubConf: string): { ok: boolean; output: string } | null {
  const nginx = ['nginx', '/usr/sbin/nginx'].find((candidate) => !spawnSync(candidate, ['-v']).error);
  if (!nginx) return null;
  writeFileSync(path.join(dir, 'club.conf'), clubConf);
  writeFileSync(
    path.join(dir, 'main.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/club.conf;\n}\n`,
  );
  const result = spawnSync(nginx, [
    '-t',
    '-p',
    dir,
    '-c',
    path.join(dir, 'main.conf'),
    '-e',
    path.join(dir, 'error.log'),
  ]);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** The `client_max_body_size` of the server block whose server_name line contains `host`, in bytes. */
function bodyLimitOf(conf: string, host: string): number {
  const block = conf
    .split(/\nserver \{/)
    .find((part) => new RegExp(`server_name [^;]*\\b${host}\\b`).test(part) && part.includes('location'))!;
  const [, size, unit] = /client_max_body_size (\d+)([km]?);/.exec(block)!;
  return Number(size) * (unit === 'm' ? 1024 * 1024 : unit === 'k' ? 1024 : 1);
}

describe('docs/nginx.conf', () => {
  const shipped = read('docs/nginx.conf');
  const values = {
    siteServers: ['127.0.0.1:3000', '127.0.0.1:3001 max_fails=1'],
    apiServers: ['127.0.0.1:4000'],
    httpListen: '127.0.0.1:8080',
    httpsListen: '127.0.0.1:8443',
    siteHosts: ['skyline.localhost'],
    apiHost: 'api.localhost',
    cacheDir: '/tmp/club-cache',
  };

  it("lets the API's 5 MiB uploads with their framing through, and the site's 1 MiB bodies", () => {
    expect(bodyLimitOf(shipped, 'api\\.club\\.example')).toBeGreaterThan(MAX_IMAGE_BYTES + 16 * 1024);
    expect(bodyLimitOf(shipped, 'skyline\\.example')).toBeGreaterThan(SITE_MAX_BODY_BYTES);
  });

  it('overwrites the forwarded headers and never caches for a signed-in visitor or a nonce page', () => {
    expect(shipped).not.toContain('$proxy_add_x_forwarded_for');
    expect(shipped.match(/proxy_set_header X-Forwarded-For \$remote_addr;/g)).toHaveLength(4);
    const bypass = /proxy_cache_bypass ([^;]+);/.exec(shipped)![1]!;
    const noCache = /proxy_no_cache ([^;]+);/.exec(shipped)![1]!;
    for (const variable of [
      '$is_args',
      '$club_not_public_page',
      '$club_signed_in',
      '$http_authorization',
      '$club_next_client',
    ]) {
      expect(bypass).toContain(variable);
      expect(noCache).toContain(variable);
    }
    expect(noCache).toContain('$club_sets_cookie');
    expect(noCache).toContain('$club_nonce_page');
    expect(shipped).toContain('proxy_cache_key $scheme://$host$request_uri;');
    // The cookie the map looks for is the one the site signs in with.
    expect(read('src/lib/session/tokenKey.ts')).toContain("AUTH_TOKEN_KEY = 'auth_token'");
    expect(shipped).toContain('auth_token=');
  });

  it('is changed by the templating step in its servers, ports, hosts and paths only', () => {
    const rendered = renderNginxConf(shipped, { ...values, certificate: '/c.pem', certificateKey: '/k.pem' });
    expect(rendered).toContain('server 127.0.0.1:3001 max_fails=1;');
    expect(rendered).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(rendered).toContain('server_name api.localhost;');
    expect(rendered).toContain('ssl_certificate     /c.pem;');
    expect(rendered).toContain('proxy_cache_path /tmp/club-cache ');
    const directives = rendered
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(directives).not.toMatch(/\.example|letsencrypt|listen \[::\]/);
    // Every location is kept as shipped.
    const locations = (text: string) => text.match(/location [^{]+\{[^}]+\}/g);
    expect(locations(rendered)).toEqual(locations(shipped));
  });

  it('makes the templating step fail loudly when the shipped file drifts from it', () => {
    const drifted = shipped.replace('listen 80;', 'listen 81;');
    expect(() => renderNginxConf(drifted, { ...values, certificate: '/c', certificateKey: '/k' })).toThrow(
      /listen 80;/,
    );
  });

  it('is accepted by nginx -t once templated, with TLS and as the plain-HTTP demo', (context) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-test-'));
    try {
      let cert: string;
      let key: string;
      try {
        ({ cert, key } = selfSignedCertificate(dir));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return context.skip();
        throw error;
      }
      const withTls = nginxTest(
        dir,
        renderNginxConf(shipped, { ...values, certificate: cert, certificateKey: key }),
      );
      if (withTls === null) return context.skip();
      expect(withTls.output).toContain('test is successful');
      const demo = envOf('nginx-config');
      const plain = renderNginxConf(shipped, {
        ...values,
        siteServers: [demo.NGINX_SITE_SERVERS!.replace('site:', '127.0.0.1:')],
        apiServers: [demo.NGINX_API_SERVERS!.replace('api:', '127.0.0.1:')],
        httpsListen: '127.0.0.1:8081',
        tls: false,
      });
      expect(plain).not.toMatch(/ssl|return 301/);
      expect(nginxTest(dir, plain)!.output).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the images need only production dependencies at run time', () => {
  it('the API: every import of sandbox/ outside its tests', () => {
    const { packages, problems } = checkProgram(root, 'api');
    expect(problems).toEqual([]);
    expect(packages).toEqual(
      expect.arrayContaining(['hono', 'drizzle-orm', '@electric-sql/pglite', 'pdfkit']),
    );
  });

  it('the site: its server, next.config.ts and the packages the built server loads', (context) => {
    if (!existsSync(path.join(root, '.next', 'server'))) return context.skip();
    const { packages, problems } = checkProgram(root, 'site');
    expect(problems).toEqual([]);
    expect(packages).toContain('next');
  });

  it('names an import of a devDependency (the check can fail)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'runtime-deps-'));
    try {
      mkdirSync(path.join(dir, 'sandbox'));
      mkdirSync(path.join(dir, 'node_modules', 'vitest'), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules', 'vitest', 'package.json'), '{}');
      writeFileSync(
        path.join(dir, 'sandbox', 'server.ts'),
        "import { helper } from './helper';\nhelper();\n",
      );
      writeFileSync(
        path.join(dir, 'sandbox', 'helper.ts'),
        "import { vi } from 'vitest';\nimport type { X } from 'typed-only';\nexport const helper = () => vi;\n",
      );
      writeFileSync(
        path.join(dir, 'package-lock.json'),
        JSON.stringify({ packages: { 'node_modules/vitest': { version: '1.0.0', dev: true } } }),
      );
      expect(checkProgram(dir, 'api').problems).toEqual([
        'sandbox/helper.ts: vitest is a devDependency (left out by npm ci --omit=dev)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
