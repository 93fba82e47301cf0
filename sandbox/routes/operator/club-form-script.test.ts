import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorGet, signInOperator, type OperatorBrowser } from '../../test-support/agents';
import { startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { contrastResults, textOn } from './contrast';

/**
 * The club form's script (assets/club-form.js): the live theme preview and the translated logo
 * picker, run in a DOM on the page the console really serves, in English and Arabic.
 */

// jsdom (the site tests' DOM) has no type declarations here: the little used is typed by hand.
type DomWindow = Window & typeof globalThis & { eval: (code: string) => unknown };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => { window: DomWindow };
};

let sandbox: TestSandbox;
let skyline: OperatorBrowser;
const SCRIPT = readFileSync(new URL('./assets/club-form.js', import.meta.url), 'utf8');

beforeAll(async () => {
  sandbox = await startTestSandbox();
  skyline = await signInOperator(sandbox);
});
afterAll(() => sandbox.close());

async function clubPage(lang: 'en' | 'ar') {
  const response = await operatorGet(sandbox, '/operator/club', {
    cookie: `${skyline.cookie}; operator_language=${lang}`,
    csrf: '',
  });
  expect(response.status).toBe(200);
  return { html: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
}

/** The page in a DOM, with the script run as the browser would run it (after parsing). */
async function withScript(lang: 'en' | 'ar') {
  const { html } = await clubPage(lang);
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  dom.window.eval(SCRIPT);
  return dom.window;
}

function type(window: DomWindow, name: string, value: string) {
  const input = window.document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new window.Event('input', { bubbles: true }));
  input.dispatchEvent(new window.Event('change', { bubbles: true }));
}

/** A colour as the CSSOM gives it back. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('the club form’s script', () => {
  it('is served from the console’s origin and loaded by the club page, whose CSP allows it', async () => {
    const served = await sandbox.app.request('/operator/assets/club-form.js');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await served.text()).toBe(SCRIPT);
    expect((await sandbox.app.request('/operator/assets/nothing.js')).status).toBe(404);
    const { html, policy } = await clubPage('en');
    expect(html).toContain('<script src="/operator/assets/club-form.js" defer></script>');
    expect(policy).toContain("script-src 'self'");
    expect(html).not.toMatch(/ on[a-z]+=/);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`redraws the preview and the contrast check as a colour is typed (${lang})`, async () => {
      const window = await withScript(lang);
      const document = window.document;
      const before = document.querySelector('[data-check="links"]')!.textContent;
      type(window, 'primary_100', '#ffff00');
      const header = document.querySelector<HTMLElement>('.preview-header')!;
      expect(header.style.backgroundColor).toBe(rgb('#ffff00'));
      expect(header.style.color).toBe(rgb(textOn('#ffff00')));
      expect(document.querySelector<HTMLElement>('.preview-link')!.style.color).toBe(rgb('#ffff00'));
      expect(document.querySelector<HTMLElement>('[data-swatch="primary_100"]')!.style.backgroundColor).toBe(
        rgb('#ffff00'),
      );

      // The lines say what the server's check (colord) says, in the page's language.
      const saved = JSON.parse(
        document.querySelector('[data-theme-preview]')!.getAttribute('data-fallback')!,
      ) as Record<'primary_100' | 'secondary_100' | 'primary_box', string>;
      const expected = contrastResults({ ...saved, primary_100: '#ffff00' });
      for (const result of expected) {
        const line = document.querySelector(`[data-check="${result.check}"]`)!;
        const template = line.getAttribute(result.ok ? 'data-ok' : 'data-low')!;
        expect(line.textContent).toBe(template.replace('{ratio}', result.ratio.toFixed(2)));
      }
      const links = document.querySelector('[data-check="links"]')!.textContent!;
      expect(links).not.toBe(before);
      expect(links).toContain('1.07');
      expect(links).toContain(lang === 'ar' ? 'منخفض جدًا' : 'too low');
      // A screen reader hears the settled result once.
      expect(document.querySelector('[data-contrast-status]')!.textContent).toContain(links);

      // Half-typed text is not a colour: the saved one is drawn meanwhile.
      type(window, 'primary_100', '#12');
      expect(header.style.backgroundColor).toBe(rgb(saved.primary_100));
      // Three-digit colours count, as on the server.
      type(window, 'secondary_100', '#000');
      expect(document.querySelector<HTMLElement>('.preview-button')!.style.backgroundColor).toBe(
        rgb('#000000'),
      );
    });

    it(`names the chosen logo file beside a translated button (${lang})`, async () => {
      const window = await withScript(lang);
      const document = window.document;
      const input = document.querySelector<HTMLInputElement>('#field-logo')!;
      const name = document.querySelector('#field-logo-name')!;
      expect(document.querySelector('.file-button')!.textContent).toBe(
        lang === 'ar' ? 'اختر ملفًا' : 'Choose a file',
      );
      expect(name.textContent).toBe(lang === 'ar' ? 'لم يُختر أي ملف' : 'No file chosen');
      // The input keeps its label and is described by the chosen name and the hint.
      expect(document.querySelector('label[for="field-logo"]')!.textContent).toBe(
        lang === 'ar' ? 'ملف الشعار الجديد' : 'New logo file',
      );
      expect(input.getAttribute('aria-describedby')).toBe('field-logo-name field-logo-hint');
      Object.defineProperty(input, 'files', { value: [{ name: 'logo-2026.png' }], configurable: true });
      input.dispatchEvent(new window.Event('change', { bubbles: true }));
      expect(name.textContent).toBe('logo-2026.png');
      Object.defineProperty(input, 'files', { value: [], configurable: true });
      input.dispatchEvent(new window.Event('change', { bubbles: true }));
      expect(name.textContent).toBe(lang === 'ar' ? 'لم يُختر أي ملف' : 'No file chosen');
    });
  }

  it('without script, shows the browser’s own file control (a <noscript> style the CSP allows)', async () => {
    const { html, policy } = await clubPage('ar');
    const css = /<noscript><style data-extra>([\s\S]*?)<\/style><\/noscript>/.exec(html)?.[1];
    expect(css).toContain('.file-pick input[type="file"] { position: static; opacity: 1;');
    const hash = createHash('sha256').update(css!).digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
  });
});
