// First-load JavaScript of a page: every script its HTML, as Next.js writes it, makes the browser
// load — `<script src>` tags and script preloads (`<link rel="preload" as="script">`,
// `<link rel="modulepreload">`) — counted gzip, for the site and the baseline alike.
import { gzipSync } from 'node:zlib';
import http from 'node:http';

/** GET over loopback with the URL's host as the Host header (Node does not resolve *.localhost). */
export function get(url, headers = {}) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        headers: { host: target.host, ...headers },
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

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The URLs of the scripts an HTML page loads, in order, each once. Exported for its tests. */
export function scriptsOf(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    // A noModule script (a legacy polyfill) is never fetched by a modern browser.
    if (/\snomodule\b/i.test(tag)) continue;
    const src = attribute(tag, 'src');
    if (src) sources.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const isScript = rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script');
    const href = attribute(tag, 'href');
    if (isScript && href) sources.push(href);
  }
  return [...new Set(sources.map((src) => src.replace(/&amp;/g, '&')))];
}

export async function firstLoadJsKb(url) {
  const html = (await get(url)).toString('utf8');
  const scripts = scriptsOf(html);
  let total = 0;
  for (const src of scripts) total += gzipSync(await get(new URL(src, url).toString()), { level: 9 }).length;
  return { kb: total / 1024, files: scripts.length };
}
