#!/usr/bin/env node
// Run by `npm run build` after `next build` (and after compile-hints, which rewrites chunks): builds
// the service worker (docs/offline.md). esbuild bundles src/worker/sw.ts with Serwist, then
// @serwist/build's injectManifest lists the build's static files (the app shell to precache, each
// with a revision from its content) into it. The worker goes beside the build, in
// <dist>/sw.js, and src/app/sw.js/route.ts serves it: a build and its worker never mix.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
const bundled = path.join(distDir, 'sw.bundle.js');

await build({
  entryPoints: ['src/worker/sw.ts'],
  outfile: bundled,
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

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(distDir, 'sw.js'),
  globDirectory: distDir,
  // The JavaScript of every page (hashed names: a file's URL changes with its content). CSS is
  // inlined in the pages; the build's manifests and server files are not for the browser.
  globPatterns: ['static/**/*.js'],
  globIgnores: [
    'static/**/_buildManifest.js',
    'static/**/_ssgManifest.js',
    'static/**/_clientMiddlewareManifest.js',
  ],
  modifyURLPrefix: { 'static/': '/_next/static/' },
  // Hashed names need no cache-busting query.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
rmSync(bundled, { force: true });
for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(
  `[sw] ${distDir}/sw.js: ${count} files precached (${(size / 1024).toFixed(0)} kB), build ${buildId}`,
);
