#!/usr/bin/env node
// Run by `npm run build` after `next build` (and after compile-hints, which rewrites chunks): builds
// the service worker (docs/offline.md). esbuild bundles src/worker/sw.ts with Serwist into
// <dist>/sw.js, beside the build, and src/app/sw.js/route.ts serves it: a build and its worker
// never mix. Nothing of the build is precached: the worker keeps the offline page's files when it
// installs and a booking page's when that page is kept (src/lib/offline/offlineRoutes.ts), so a
// visitor never downloads the whole build's JavaScript (88 files, 3.8 MB) in the background.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
const output = path.join(distDir, 'sw.js');

await build({
  entryPoints: ['src/worker/sw.ts'],
  outfile: output,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  tsconfig: 'tsconfig.json',
  define: {
    'process.env.NODE_ENV': '"production"',
    'process.env.SW_BUILD_ID': JSON.stringify(buildId),
  },
  logLevel: 'warning',
});
console.log(`[sw] ${output}: ${(statSync(output).size / 1024).toFixed(0)} kB, build ${buildId}`);
