import { describe, expect, it } from 'vitest';
import { latencyByInteraction } from './lib/benchBrowser.mjs';
import { scriptsOf } from './lib/firstLoadJs.mjs';

describe('first-load JavaScript', () => {
  it('counts every script the HTML loads: script tags and script preloads, each once', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/chunks/app.css"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
      <link rel="preload" href="/font.woff2" as="font"/>
      <link rel="modulepreload" href="/_next/static/chunks/module.js"/>
      <script src="/_next/static/chunks/webpack.js" async="" nonce="abc"></script>
      <script nonce="abc">self.__next_f=[]</script>
      <script noModule="" src="/_next/static/chunks/polyfills.js"></script>
      </head><body><script src="/_next/static/chunks/page.js?dpl=a&amp;b=1" async=""></script></body></html>`;
    expect(scriptsOf(html)).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/page.js?dpl=a&b=1',
      '/_next/static/chunks/module.js',
    ]);
  });

  it('finds none in a page without scripts', () => {
    expect(scriptsOf('<html><body><h1>Hi</h1></body></html>')).toEqual([]);
  });
});

describe('interaction latency', () => {
  it('takes the longest event of each interaction, as INP counts it', () => {
    const events = [
      { id: 7, name: 'pointerdown', start: 10, duration: 24 },
      { id: 7, name: 'pointerup', start: 90, duration: 40 },
      { id: 7, name: 'click', start: 90, duration: 112 },
      { id: 9, name: 'keydown', start: 300, duration: 56 },
      { id: 9, name: 'keyup', start: 380, duration: 16 },
    ];
    expect(latencyByInteraction(events)).toEqual([112, 56]);
    expect(latencyByInteraction([])).toEqual([]);
  });
});
