import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_KEY,
  PAINT_WAIT_MS,
  deferChunkScripts,
  deferredChunksOf,
  deferredOn,
} from './deferScripts.mjs';

const NONCE = 'F5O4MWP29JESJd4a8AKTMQ==';

// The head and body as Next.js 16 writes them (tags copied from a built home page, fewer chunks).
const page = [
  '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="http://127.0.0.1:4470/assets/clubs/skyline/logo.svg"/>',
  '<link rel="stylesheet" href="/styles/app.ltr.a12afca9.css" data-precedence="app"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/1d4dmuafy3bo0.js"/>`,
  `<script src="/_next/static/chunks/2f7klgos513-8.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="${NONCE}"></script>`,
  `<link rel="preload" href="/_next/static/chunks/25g3uvxs4evpz.js" as="script" nonce="${NONCE}" fetchPriority="low"/>`,
  '<title>Skyline Travel</title>',
  `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="${NONCE}"></script></head>`,
  '<body><h1>Flights and hotels</h1>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{}"])</script>`,
  `<script src="/_next/static/chunks/1d4dmuafy3bo0.js" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('');

const LOADER = new RegExp(`<script nonce="${NONCE}">(\\(function\\(d,s,p,c\\)[^<]*)</script></head>`);

function loaderOf(html: string): string {
  const found = LOADER.exec(html);
  if (!found?.[1]) throw new Error('no loader at the end of <head>');
  return found[1];
}

/** Runs the loader against a minimal document; returns what it added to <head>, and the paint hook. */
function runLoader(html: string, { visible = true, paintTiming = true } = {}) {
  type Added = {
    tag: string;
    src?: string;
    href?: string;
    rel?: string;
    as?: string;
    priority?: string;
    onerror?: () => void;
    onload?: () => void;
    removed?: boolean;
  };
  const added: Added[] = [];
  let onPaint: ((list: { getEntries(): { name: string }[] }) => void) | undefined;
  const timers: { fn: () => void; ms: number }[] = [];
  const element = (tag: string) => {
    const attributes: Record<string, string> = {};
    const node: Record<string, unknown> = {
      tag,
      remove: () => (node.removed = true),
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      get priority() {
        return attributes.fetchpriority;
      },
    };
    return node;
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const online: (() => void)[] = [];
  let lastLink: Added | undefined;
  const atWindow: Record<string, () => void> = {};
  const window = {
    addEventListener: (type: string, listener: () => void, options: unknown) => {
      if (type === 'online') {
        expect(options).toEqual({ once: true });
        online.push(listener);
      } else {
        expect(options).toBeUndefined();
        atWindow[type] = listener;
      }
    },
  } as Record<string, unknown>;
  const inlined: Record<
    string,
    { removed: boolean; parentNode: { insertBefore: (node: Added, before: unknown) => void } }
  > = {};
  const document = {
    querySelector: (selector: string) => {
      const href = /^style\[data-href="([^"]+)"\]$/.exec(selector)?.[1];
      if (!href) throw new Error(`unexpected selector ${selector}`);
      inlined[href] ??= {
        removed: false,
        parentNode: {
          insertBefore: (node: Added, before: unknown) => {
            expect(before).toBe(inlined[href]);
            added.push({ ...node, tag: `${node.tag} before ${href}` });
            node.onload = node.onload ?? undefined;
            lastLink = node;
          },
        },
      };
      return Object.assign(inlined[href], { remove: () => (inlined[href]!.removed = true) });
    },
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      expect(capture).toBe(true);
      listeners[type] = listener;
    },
    visibilityState: visible ? 'visible' : 'hidden',
    createElement: element,
    head: { appendChild: (node: Added) => added.push(node) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  runInNewContext(loaderOf(html), {
    window,
    document,
    PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const runTimers = (atMost: number) => {
    const due = timers.filter((t) => t.ms <= atMost);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms > atMost));
    for (const timer of due) timer.fn();
  };
  return {
    added,
    early: () => window[EARLY_INPUT_KEY] as { click?: unknown; submit?: unknown } | undefined,
    backOnline: () => online.splice(0).forEach((listener) => listener()),
    inlined,
    linkLoaded: () => (lastLink as { onload?: () => void } | undefined)?.onload?.(),
    dispatch: (type: string, event: unknown) => listeners[type]?.(event),
    reachWindow: (type: string) => atWindow[type]?.(),
    paint: (name: string) => onPaint?.({ getEntries: () => [{ name }] }),
    runTimers,
    timers,
  };
}

describe('deferChunkScripts', () => {
  it('takes the chunk scripts and their preloads out of the page and puts one loader with the page nonce at the end of <head>', () => {
    const html = deferChunkScripts(page);

    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" (async|nonce)/);
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(loaderOf(html)).toContain(
      '["/_next/static/chunks/2f7klgos513-8.js","/_next/static/chunks/turbopack-077hmtqrhcoji.js","/_next/static/chunks/1d4dmuafy3bo0.js"]',
    );
    // The preload of a chunk that is also a script is dropped; the other stays a preload.
    expect(loaderOf(html)).toContain(',["/_next/static/chunks/25g3uvxs4evpz.js"],[])');
  });

  it('leaves everything else in place: the stylesheet, the image preload, the noModule script, the inline payload', () => {
    const html = deferChunkScripts(page);

    for (const kept of [
      '<link rel="stylesheet" href="/styles/app.ltr.a12afca9.css" data-precedence="app"/>',
      '<link rel="preload" as="image" href="http://127.0.0.1:4470/assets/clubs/skyline/logo.svg"/>',
      `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="${NONCE}"></script>`,
      `<script nonce="${NONCE}">self.__next_f.push([1,"0:{}"])</script>`,
      '<body><h1>Flights and hotels</h1>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('leaves a page without chunk scripts, or without a <head>, exactly as it was', () => {
    const plain =
      '<html><head><title>x</title></head><body><script src="/other.js" async="" nonce="n"></script></body></html>';
    expect(deferChunkScripts(plain)).toBe(plain);
    const headless = page.replace('</head>', '');
    expect(deferChunkScripts(headless)).toBe(headless);
  });

  it('adds the scripts only after the first contentful paint, then the preloads at low priority, and only once', () => {
    const loader = runLoader(deferChunkScripts(page));

    expect(loader.added).toEqual([]);
    loader.paint('first-paint');
    loader.runTimers(0);
    expect(loader.added).toEqual([]);

    loader.paint('first-contentful-paint');
    loader.runTimers(0);
    expect(loader.added.map((node) => node.src ?? `preload ${node.href}`)).toEqual([
      '/_next/static/chunks/2f7klgos513-8.js',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
      '/_next/static/chunks/1d4dmuafy3bo0.js',
      'preload /_next/static/chunks/25g3uvxs4evpz.js',
    ]);
    expect(
      loader.added.slice(0, 3).every((node) => node.tag === 'script' && (node as { async?: boolean }).async),
    ).toBe(true);
    expect(loader.added[3]).toMatchObject({ tag: 'link', rel: 'preload', as: 'script', priority: 'low' });

    expect(loader.timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MS]);
    loader.runTimers(PAINT_WAIT_MS);
    expect(loader.added).toHaveLength(4);
  });

  it('adds the scripts after a while when no paint is reported, and at once when the page is hidden or the browser reports no paint timing', () => {
    const waiting = runLoader(deferChunkScripts(page));
    waiting.runTimers(PAINT_WAIT_MS);
    expect(waiting.added).toHaveLength(4);

    expect(runLoader(deferChunkScripts(page), { visible: false }).added).toHaveLength(4);
    expect(runLoader(deferChunkScripts(page), { paintTiming: false }).added).toHaveLength(4);
  });

  it('writes the lists so that no address can close the loader script early', () => {
    const tricky = page.replace('2f7klgos513-8.js', 'x</script><script>alert(1)</script>.js');
    expect(loaderOf(deferChunkScripts(tricky))).toContain(
      'x\\u003c/script>\\u003cscript>alert(1)\\u003c/script>.js',
    );
  });

  it('reads the lists back from the page, for counting what it loads; a page without the loader has none', () => {
    expect(deferredChunksOf(deferChunkScripts(page))).toEqual({
      scripts: [
        '/_next/static/chunks/2f7klgos513-8.js',
        '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
        '/_next/static/chunks/1d4dmuafy3bo0.js',
      ],
      preloads: ['/_next/static/chunks/25g3uvxs4evpz.js'],
      stylesheets: [],
    });
    expect(deferredChunksOf(page)).toEqual({ scripts: [], preloads: [], stylesheets: [] });
  });

  it('keeps the last click on a plain button and stops a native form submission, keeping the form', () => {
    const loader = runLoader(deferChunkScripts(page));
    const button = (type: string) => ({ type });
    const tab = button('button');
    loader.dispatch('click', { target: { closest: () => tab } });
    loader.dispatch('click', { target: { closest: () => button('submit') } });
    loader.dispatch('click', { target: { closest: () => null } });
    expect(loader.early()?.click).toBe(tab);

    let prevented = 0;
    const form = { tagName: 'FORM', hasAttribute: () => false };
    loader.dispatch('submit', { target: form, preventDefault: () => prevented++ });
    expect(loader.early()?.submit).toBe(form);
    // A form with an action of its own submits as the browser does.
    loader.dispatch('submit', {
      target: { tagName: 'FORM', hasAttribute: (name: string) => name === 'action' },
      preventDefault: () => prevented++,
    });
    expect(prevented).toBe(1);
    expect(loader.early()?.submit).toBe(form);

    // Before React listens, an event reaching the window changes nothing.
    loader.reachWindow('click');
    loader.reachWindow('submit');
    expect(loader.early()?.click).toBe(tab);
    expect(loader.early()?.submit).toBe(form);

    // Once React listens, what reaches the window was handled and is forgotten; what React drops
    // (stopped on its way up) is kept. A native submission is stopped either way.
    Object.assign(loader.early() ?? {}, { closed: true });
    const handled = button('button');
    loader.dispatch('click', { target: { closest: () => handled } });
    expect(loader.early()?.click).toBe(handled);
    loader.reachWindow('click');
    expect(loader.early()?.click).toBeNull();
    const dropped = button('button');
    loader.dispatch('click', { target: { closest: () => dropped } });
    expect(loader.early()?.click).toBe(dropped);
    loader.dispatch('submit', { target: form, preventDefault: () => prevented++ });
    expect(prevented).toBe(2);
    loader.reachWindow('submit');
    expect(loader.early()?.submit).toBeNull();
  });

  it('defers the home page in each locale only', () => {
    expect(deferredOn('/en', ['en', 'ar'])).toBe(true);
    expect(deferredOn('/ar', ['en', 'ar'])).toBe(true);
    for (const path of ['/', '/en/', '/en/about-us', '/fr', '/en?x=1'])
      expect(deferredOn(path, ['en', 'ar'])).toBe(false);
  });

  it('adds a script that failed to load again when the browser is back online', () => {
    const loader = runLoader(deferChunkScripts(page), { visible: false });
    const failed = loader.added[1];
    failed?.onerror?.();
    expect(failed?.removed).toBe(true);
    expect(loader.added).toHaveLength(4);
    loader.backOnline();
    expect(loader.added).toHaveLength(5);
    expect(loader.added[4]).toMatchObject({
      tag: 'script',
      src: '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
    });
  });

  it('writes the first stylesheet into the page and puts its link back in its place after the first paint', () => {
    const css = '.home-hero{color:#0b4f8a}.check{background:url("data:image/svg+xml,%3csvg%3e")}';
    const read = (href: string) => (href === '/styles/app.ltr.a12afca9.css' ? css : null);
    const html = deferChunkScripts(page, read);
    expect(html).toContain(`<style data-href="/styles/app.ltr.a12afca9.css">${css}</style>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(deferredChunksOf(html).stylesheets).toEqual(['/styles/app.ltr.a12afca9.css']);

    const loader = runLoader(html, { visible: false });
    expect(loader.added[0]).toMatchObject({
      tag: 'link before /styles/app.ltr.a12afca9.css',
      rel: 'stylesheet',
      href: '/styles/app.ltr.a12afca9.css',
    });
    expect(loader.inlined['/styles/app.ltr.a12afca9.css']?.removed).toBe(false);
    loader.linkLoaded();
    expect(loader.inlined['/styles/app.ltr.a12afca9.css']?.removed).toBe(true);
  });

  it('keeps the link of a stylesheet it cannot read or whose relative addresses would break inline', () => {
    expect(deferChunkScripts(page, () => null)).toContain(
      '<link rel="stylesheet" href="/styles/app.ltr.a12afca9.css" data-precedence="app"/>',
    );
    expect(deferChunkScripts(page, () => '.flag{background:url(flags/ae.svg)}')).toContain(
      '<link rel="stylesheet" href="/styles/app.ltr.a12afca9.css" data-precedence="app"/>',
    );
    expect(deferChunkScripts(page, () => 'a{b:c}</style><script>x</script>')).toContain(
      'a{b:c}<\\/style><script>x</script></style>',
    );
  });
});
