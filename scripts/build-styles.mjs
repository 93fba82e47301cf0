#!/usr/bin/env node
/**
 * Builds the site's stylesheets into public/styles/:
 *   app.ltr.<hash>.css    Bootstrap (the parts the site uses), the shell, the home page and the flight
 *                         search form, from src/styles/app.scss, without the rules for classes no
 *                         source names (lib/unusedCss.mjs): render-blocking on every page
 *   app.rtl.<hash>.css    the same through RTLCSS — Bootstrap's documented way to make its RTL build
 *   pages.ltr.<hash>.css  results, checkout, forms, calendar, toasts, from src/styles/pages.scss: the
 *   pages.rtl.<hash>.css  home page loads it after it has painted, every other page before
 *   arabic.<hash>.css     the extra Arabic stylesheet (theme id 1 + Arabic), from src/styles/arabic.scss
 *   manifest.json         { ltr, rtl, pagesLtr, pagesRtl, arabic } → public URLs, read by the layout
 * The Sass is compiled expanded first so RTLCSS sees the `rtl:` directive comments (Bootstrap's and
 * ours), then each result is minified. Stale hashed files are removed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as sass from 'sass';
import rtlcss from 'rtlcss';
import { withoutUnusedRules } from './lib/unusedCss.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'src', 'styles');
const outDir = path.join(root, 'public', 'styles');
const publicPrefix = '/styles/';

// Bootstrap 5.3 still uses @import and global functions; those deprecations are not ours to fix.
const silenceDeprecations = ['import', 'global-builtin', 'color-functions', 'if-function'].filter(
  (id) => sass.deprecations[id]?.status === 'active',
);

function compileExpanded(file) {
  const result = sass.compile(path.join(sourceDir, file), {
    style: 'expanded',
    loadPaths: [path.join(root, 'node_modules')],
    quietDeps: true,
    silenceDeprecations,
    charset: false,
  });
  return result.css;
}

/** Minify plain CSS with Sass itself (no extra dependency); `/*!` comments are dropped too. */
function minify(css) {
  const compressed = sass.compileString(css, { syntax: 'css', style: 'compressed', charset: false }).css;
  return compressed.replace(/\/\*![^]*?\*\//g, '');
}

function hashOf(css) {
  return createHash('sha256').update(css).digest('hex').slice(0, 8);
}

function kB(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

async function main() {
  const started = performance.now();
  mkdirSync(outDir, { recursive: true });

  // The render-blocking stylesheet keeps only the rules whose classes the sources name (see
  // lib/unusedCss.mjs): two fifths of it were Bootstrap variants no page uses.
  const appExpanded = await withoutUnusedRules(compileExpanded('app.scss'), { root });
  const pagesExpanded = compileExpanded('pages.scss');
  const outputs = {
    ltr: { base: 'app.ltr', css: minify(appExpanded) },
    rtl: { base: 'app.rtl', css: minify(rtlcss.process(appExpanded)) },
    pagesLtr: { base: 'pages.ltr', css: minify(pagesExpanded) },
    pagesRtl: { base: 'pages.rtl', css: minify(rtlcss.process(pagesExpanded)) },
    arabic: { base: 'arabic', css: minify(compileExpanded('arabic.scss')) },
  };

  const manifest = {};
  const keep = new Set(['manifest.json']);
  const rows = [];
  for (const [key, { base, css }] of Object.entries(outputs)) {
    const fileName = `${base}.${hashOf(css)}.css`;
    writeFileSync(path.join(outDir, fileName), css);
    keep.add(fileName);
    manifest[key] = `${publicPrefix}${fileName}`;
    rows.push([fileName, kB(Buffer.byteLength(css)), kB(gzipSync(css, { level: 9 }).length)]);
  }
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const ours = /^((app|pages)\.(ltr|rtl)|arabic)(\.[0-9a-f]{8})?\.css$/;
  const removed = readdirSync(outDir).filter((name) => ours.test(name) && !keep.has(name));
  for (const name of removed) rmSync(path.join(outDir, name));

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('Stylesheets in public/styles:');
  for (const [name, raw, gz] of rows)
    console.log(`  ${name.padEnd(width)}  ${raw.padStart(9)}  ${gz.padStart(9)} gzip`);
  if (removed.length) console.log(`  removed ${removed.length} stale file(s)`);
  console.log(`Done in ${Math.round(performance.now() - started)} ms.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
