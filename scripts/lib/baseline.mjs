// The bench's baseline app (bench/baseline/): built with the repository's own Next.js when its
// sources or the Next.js version changed since the last build, and served with `next start`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { run } from './processes.mjs';

export const BASELINE_DIR = 'bench/baseline';
const NEXT_BIN = path.resolve('node_modules/.bin/next');
// Written by this script after a build: what the build was made from.
const STAMP = path.join(BASELINE_DIR, '.next', 'bench-build.json');
const OUTPUTS = new Set(['.next', 'node_modules', 'next-env.d.ts']);

function sourceFiles(dir) {
  return readdirSync(dir)
    .filter((name) => !OUTPUTS.has(name))
    .flatMap((name) => {
      const entry = path.join(dir, name);
      return statSync(entry).isDirectory() ? sourceFiles(entry) : [entry];
    })
    .sort();
}

/** What the baseline's build depends on: its own files and the versions of Next.js and next-intl. */
function fingerprint() {
  const hash = createHash('sha256');
  for (const pkg of ['next', 'next-intl', 'react', 'react-dom']) {
    hash.update(`${pkg}@${JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')).version}\n`);
  }
  for (const file of sourceFiles(BASELINE_DIR)) hash.update(`${file}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

export function nextVersion() {
  return JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;
}

export function buildBaselineIfNeeded(env) {
  const wanted = fingerprint();
  const built = existsSync(STAMP) ? JSON.parse(readFileSync(STAMP, 'utf8')).fingerprint : null;
  if (built === wanted && existsSync(path.join(BASELINE_DIR, '.next', 'BUILD_ID'))) {
    console.log('[baseline] the existing build is up to date');
    return;
  }
  console.log('[baseline] building bench/baseline (next build)…');
  const result = spawnSync(NEXT_BIN, ['build'], { cwd: BASELINE_DIR, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('[baseline] the build failed');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, JSON.stringify({ fingerprint: wanted, next: nextVersion() }, null, 2));
}

export function startBaseline(port, env) {
  return run(
    'baseline',
    NEXT_BIN,
    ['start', '-p', String(port)],
    { ...env, NODE_ENV: 'production' },
    BASELINE_DIR,
  );
}
