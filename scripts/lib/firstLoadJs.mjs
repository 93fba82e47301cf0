// First-load JavaScript of a page, counted as Next.js counts it, for the site and the baseline alike.
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import { deferredChunksOf } from '../../server/deferScripts.mjs';

/** GET over loopback with the URL's host as the Host header (Node does not resolve *.localhost). */
export function get(url) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        headers: { host: target.host },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    request.on('error', reject);
  });
}

/**
 * The scripts the page loads (async), whose code must run before the page hydrates: as tags in its
 * HTML, or in the list of the loader that adds them after the first paint (server/deferScripts.mjs).
 * Chunks the page only preloads are code split out with next/dynamic (a part that hydrates on its
 * own once its chunk is in); they are reported apart.
 */
export async function firstLoadJsKb(url) {
  const html = (await get(url)).toString('utf8');
  const afterPaint = deferredChunksOf(html);
  // Scripts marked noModule (legacy polyfills) are never fetched by a modern browser.
  const sources = new Set([
    ...[...html.matchAll(/<script([^>]*)\ssrc="([^"]+\.js[^"]*)"([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(m[1] + m[3]))
      .map((m) => m[2]),
    ...afterPaint.scripts,
  ]);
  const preloaded = new Set(
    [
      ...[...html.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /rel="preload"/.test(tag) && /as="script"/.test(tag))
        .map((tag) => /href="([^"]+)"/.exec(tag)?.[1]),
      ...afterPaint.preloads,
    ].filter((href) => href && !sources.has(href)),
  );
  const gzipKb = async (srcs) => {
    let total = 0;
    for (const src of srcs) total += gzipSync(await get(new URL(src, url).toString()), { level: 9 }).length;
    return total / 1024;
  };
  return { kb: await gzipKb(sources), files: sources.size, deferredKb: await gzipKb(preloaded) };
}
