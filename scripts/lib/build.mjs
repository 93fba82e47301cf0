import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const INPUTS = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package-lock.json',
  'scripts/build-styles.mjs',
  'scripts/lib/unusedCss.mjs',
  'scripts/build-sw.mjs',
];
const IGNORED = new Set(['node_modules', '.next', 'styles']); // public/styles is built output

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (IGNORED.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** A build is needed when there is none, or a source file is newer than it. */
export function buildIsStale() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const marker = `${distDir}/BUILD_ID`;
  if (
    !existsSync(marker) ||
    // The service worker (scripts/build-sw.mjs) is the build's last step.
    !existsSync(`${distDir}/sw.js`) ||
    !existsSync('public/styles/manifest.json') ||
    !existsSync('generated/airports.json')
  )
    return true;
  const built = statSync(marker).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > built);
}

export function buildIfNeeded(env = process.env) {
  if (!buildIsStale()) {
    console.log('[build] the existing build is up to date');
    return;
  }
  console.log('[build] building the site (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('[build] the build failed');
    process.exit(result.status ?? 1);
  }
}
