import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { readDockerfile } from './lib/dockerfile.mjs';

/**
 * docker-compose.yml checked against the images it runs and against .env.example, without a Docker
 * engine or Compose (neither runs here; `docker compose up` itself was never run on this machine):
 * every variable a service is given is one its program (or image) reads and .env.example documents,
 * every port a service is reached on is one its image exposes and its health check knocks on, and
 * the health checks follow the configured port (they are run here against a local server).
 */

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const run = promisify(execFile);

type Service = {
  image?: string;
  build?: { dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
};
const services = (parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> })
  .services;
/** Compose's `${NAME:-default}` with the variables unset, as `docker compose up` sees them. */
const interpolate = (value: string) =>
  value.replace(
    /\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g,
    (_all, _name, fallback: string | undefined) => fallback ?? '',
  );
const envOf = (name: string) =>
  Object.fromEntries(
    Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value)),
    ]),
  );
/** The container side of each published port (`[host:]published:container`). */
const containerPorts = (name: string) => (services[name]!.ports ?? []).map((port) => port.split(':').at(-1)!);

/** Every variable .env.example names, set or commented out (`# NAME=`). */
const documented = new Set(
  [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!),
);
/** The variables a program's environment schema reads (its keys and its `env.NAME` uses). */
const schemaVariables = (file: string) =>
  new Set(
    [
      ...read(file).matchAll(/^\s+([A-Z][A-Z0-9_]{2,})\??:/gm),
      ...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g),
    ].map((match) => match[1]!),
  );

/** The images behind each service: its own Dockerfile, or the Debian-built one beside the registry image. */
const IMAGE_FILES: Record<string, string> = {
  api: 'docker/api.Dockerfile',
  site: 'docker/site.Dockerfile',
  postgres: 'docker/debian/postgres.Dockerfile',
  maildev: 'docker/debian/maildev.Dockerfile',
  nginx: 'docker/debian/nginx.Dockerfile',
};
const finalStage = (file: string) => readDockerfile(path.join(root, file)).stages.at(-1)!;
const valuesOf = (file: string, op: string) =>
  finalStage(file)
    .instructions.filter((instruction) => instruction.op === op)
    .map((instruction) => instruction.value);
const exposedBy = (file: string) => valuesOf(file, 'EXPOSE').flatMap((value) => value.split(/\s+/));
/** The exec-form command of a Dockerfile's HEALTHCHECK. */
const healthCommandOf = (file: string) => {
  const [healthcheck] = valuesOf(file, 'HEALTHCHECK');
  return JSON.parse(healthcheck!.slice(healthcheck!.indexOf('CMD [') + 4)) as string[];
};

describe('docker-compose.yml and .env.example', () => {
  it('documents every variable the API and the site read', () => {
    for (const file of ['sandbox/env.ts', 'src/lib/env.ts']) {
      const missing = [...schemaVariables(file)].filter((name) => !documented.has(name));
      expect(missing, `${file}: not in .env.example`).toEqual([]);
    }
  });

  it('gives the programs only variables .env.example documents', () => {
    for (const name of ['api', 'site', 'maildev']) {
      const unknown = Object.keys(envOf(name)).filter((variable) => !documented.has(variable));
      expect(unknown, `${name}: not in .env.example`).toEqual([]);
    }
  });

  it('gives the templating step and PostgreSQL only variables they read', () => {
    const template = read('scripts/nginx-conf.mjs');
    for (const variable of Object.keys(envOf('nginx-config'))) {
      expect(template, variable).toMatch(new RegExp(`env\\.${variable}\\b`));
    }
    const entrypoint = read('docker/debian/postgres-entrypoint.sh');
    for (const variable of Object.keys(envOf('postgres'))) expect(entrypoint, variable).toContain(variable);
  });
});

describe('docker-compose.yml and the images', () => {
  it('reaches each program on the port its image exposes and its health check uses', () => {
    const api = envOf('api');
    const site = envOf('site');
    expect(exposedBy(IMAGE_FILES.api!)).toEqual([api.SANDBOX_PORT]);
    expect(exposedBy(IMAGE_FILES.site!)).toEqual([site.PORT]);
    expect(healthCommandOf(IMAGE_FILES.api!).join(' ')).toContain('process.env.SANDBOX_PORT');
    expect(healthCommandOf(IMAGE_FILES.site!).join(' ')).toContain('process.env.PORT');
  });

  it('runs PostgreSQL, the mail catcher and nginx on ports the Debian-built images expose', () => {
    const database = new URL(envOf('api').DATABASE_URL!);
    expect(exposedBy(IMAGE_FILES.postgres!)).toContain(database.port || '5432');
    const maildev = envOf('maildev');
    const mailPorts = exposedBy(IMAGE_FILES.maildev!);
    for (const port of [
      maildev.MAILDEV_SMTP_PORT!,
      maildev.MAILDEV_WEB_PORT!,
      ...containerPorts('maildev'),
    ]) {
      expect(mailPorts).toContain(port);
    }
    expect(containerPorts('maildev')).toEqual([maildev.MAILDEV_WEB_PORT]);
    const nginxPort = envOf('nginx-config').NGINX_HTTPS_LISTEN!;
    expect(containerPorts('nginx')).toEqual([nginxPort]);
    expect(exposedBy(IMAGE_FILES.nginx!)).toContain(nginxPort);
    expect(services.nginx!.healthcheck!.test.join(' ')).toContain(`/dev/tcp/127.0.0.1/${nginxPort}`);
  });

  it('names each Debian-built image by the variable the compose file reads', () => {
    for (const [service, variable] of [
      ['postgres', 'POSTGRES_IMAGE'],
      ['maildev', 'MAILDEV_IMAGE'],
      ['nginx', 'NGINX_IMAGE'],
    ] as const) {
      expect(services[service]!.image).toMatch(new RegExp(`^\\$\\{${variable}:-`));
      expect(read(IMAGE_FILES[service]!)).toContain(`${variable}=`);
    }
  });
});

describe('the health checks follow the configured port', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.statusCode = request.url === '/healthz' ? 200 : 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Runs a `node -e` health check with `env`: its exit code. */
  async function exitOf(command: string[], env: Record<string, string>): Promise<number> {
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    try {
      await run(process.execPath, ['-e', command[2]!], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      });
      return 0;
    } catch (error) {
      return (error as { code?: number }).code ?? 1;
    }
  }

  const composeCommand = (service: string) => services[service]!.healthcheck!.test.slice(1);

  it.each([
    ['the MailDev image', () => healthCommandOf(IMAGE_FILES.maildev!), 'MAILDEV_WEB_PORT'],
    ["the compose file's mail catcher", () => composeCommand('maildev'), 'MAILDEV_WEB_PORT'],
    ['the API image', () => healthCommandOf(IMAGE_FILES.api!), 'SANDBOX_PORT'],
    ['the site image', () => healthCommandOf(IMAGE_FILES.site!), 'PORT'],
  ])(
    '%s: healthy on the port its variable names, unhealthy when nothing answers there',
    async (_name, command, variable) => {
      expect(await exitOf(command(), { [variable]: String(port) })).toBe(0);
      // A port nothing listens on: the server's, once closed, is not reusable here; port 1 is refused.
      expect(await exitOf(command(), { [variable]: '1' })).toBe(1);
    },
  );
});
