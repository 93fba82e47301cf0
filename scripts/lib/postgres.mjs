// A throw-away PostgreSQL server for the tests: a fresh cluster in a temporary folder, on 127.0.0.1
// only, without fsync (the data lives as long as the run), removed when stopped. It uses Debian's
// `postgresql` package (/usr/lib/postgresql/<version>/bin) or initdb/pg_ctl on the PATH. PostgreSQL
// refuses to run as root, so under root (CI) the cluster belongs to the `postgres` user the package
// creates, and its commands run through runuser.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folder holding initdb and pg_ctl: the newest Debian version, else whatever the PATH has. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(root, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  return found.status === 0 ? path.dirname(found.stdout.trim()) : null;
}

function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a server on `port`; answers `{ url, stop }`, or `{ skip: reason }` when PostgreSQL is not
 * installed or does not start (the callers print the reason and skip, never fail silently).
 */
export function startPostgres({ port, name = 'test' }) {
  const bin = postgresBinDir();
  if (!bin) return { skip: 'PostgreSQL is not installed (Debian: apt-get install postgresql)' };
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : null;
  if (asRoot && !owner)
    return { skip: 'running as root, and there is no `postgres` user to run PostgreSQL as' };

  const dir = mkdtempSync(path.join(tmpdir(), `pg-${name}-`));
  const data = path.join(dir, 'data');
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const runAs = (command, args) => {
    const [file, argv] = owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
  };
  const fail = (step, result) => {
    let serverLog = '';
    try {
      serverLog = readFileSync(path.join(dir, 'server.log'), 'utf8');
    } catch {
      // initdb failed: there is no server log
    }
    runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
    const output = `${result.error?.message ?? ''}${result.stderr ?? ''}${serverLog}`
      .trim()
      .split('\n')
      .slice(-5)
      .join('\n');
    return { skip: `PostgreSQL could not be started (${step}): ${output}` };
  };

  const init = runAs(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  if (init.status !== 0) return fail('initdb', init);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = runAs(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (start.status !== 0) return fail('pg_ctl start', start);

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
