import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aPngLogo, operatorGet, signInOperator, type OperatorBrowser } from '../../test-support/agents';
import { startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { CLUB_TEXTS } from './club-texts';

/**
 * The club page's side forms (logo, blacklisted airports) as assets/club-form.js sends them: in the
 * background, redrawing only their own section. Before this, sending the logo form reloaded the page
 * and threw away unsaved typing in the settings form, and a refused logo was no longer chosen. The
 * page is the one the console serves, in a DOM; the script's requests go to the same sandbox.
 */

type DomWindow = Window & typeof globalThis & { eval: (code: string) => unknown };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only'; url: string }) => { window: DomWindow };
};

const SCRIPT = readFileSync(new URL('./assets/club-form.js', import.meta.url), 'utf8');
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>';

let sandbox: TestSandbox;
let skyline: OperatorBrowser;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  skyline = await signInOperator(sandbox);
});
afterAll(() => sandbox.close());

interface Loaded {
  window: DomWindow;
  document: Document;
  /** The paths the script sent a form to. */
  sent: string[];
  /** Chooses a file in the logo picker (jsdom cannot, so its `files` is set as a browser would). */
  choose: (name: string, type: string, bytes: Buffer) => void;
}

/** The club page in a DOM with its script, whose fetch goes to the sandbox as the signed-in browser. */
async function load(lang: 'en' | 'ar'): Promise<Loaded> {
  const cookie = `${skyline.cookie}; operator_language=${lang}`;
  const page = await operatorGet(sandbox, '/operator/club', { cookie, csrf: '' });
  const dom = new JSDOM(await page.text(), {
    runScripts: 'outside-only',
    url: 'http://127.0.0.1:4000/operator/club',
  });
  const { window } = dom;
  const sent: string[] = [];
  let chosen: { name: string; type: string; bytes: Buffer } | null = null;
  window.fetch = (async (path: string, init: RequestInit) => {
    sent.push(path);
    let body: BodyInit;
    const headers: Record<string, string> = { Cookie: cookie };
    if (typeof init.body === 'string') {
      body = init.body;
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      // jsdom's FormData of the form, with the chosen file's bytes (which jsdom's FormData lacks).
      const form = new FormData();
      for (const [name, value] of init.body as unknown as Iterable<[string, unknown]>) {
        if (typeof value === 'string') form.append(name, value);
        else if (chosen)
          form.append(name, new File([new Uint8Array(chosen.bytes)], chosen.name, { type: chosen.type }));
      }
      body = form;
    }
    let answer = await sandbox.app.request(path, { method: 'POST', headers, body });
    // fetch follows the post-redirect-get.
    if (answer.status === 303) {
      answer = await sandbox.app.request(answer.headers.get('location')!, { headers: { Cookie: cookie } });
    }
    return answer;
  }) as typeof fetch;
  window.eval(SCRIPT);
  const document = window.document;
  const choose = (name: string, type: string, bytes: Buffer) => {
    chosen = { name, type, bytes };
    const file = new window.File([new Uint8Array(bytes)], name, { type });
    const input = document.querySelector<HTMLInputElement>('#field-logo')!;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new window.Event('change', { bubbles: true }));
  };
  return { window, document, sent, choose };
}

function typeInto(loaded: Loaded, name: string, value: string) {
  const input = loaded.document.querySelector<HTMLInputElement>(`#field-${name}`)!;
  input.value = value;
  input.dispatchEvent(new loaded.window.Event('input', { bubbles: true }));
}

/** Presses a side button as a browser does: the settings form, which owns it, is submitted by it. */
const submit = (loaded: Loaded, button: HTMLButtonElement) =>
  button.form!.dispatchEvent(
    new loaded.window.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }),
  );

const logoForm = (loaded: Loaded) =>
  loaded.document.querySelector<HTMLButtonElement>('[data-logo-form] button[data-side-submit]')!;
const logoSection = (loaded: Loaded) => loaded.document.querySelector('#club-logo')!;
const nameEn = (loaded: Loaded) => loaded.document.querySelector<HTMLInputElement>('#field-nameEn')!;

describe('the club page’s side forms, sent in the background', () => {
  it('uploads a logo without losing unsaved typing in the settings form (en)', async () => {
    const loaded = await load('en');
    typeInto(loaded, 'nameEn', 'Typed, not saved');
    loaded.choose('club-logo.png', 'image/png', await aPngLogo());
    expect(submit(loaded, logoForm(loaded))).toBe(false);
    await vi.waitFor(() => expect(logoSection(loaded).textContent).toContain(CLUB_TEXTS.en.logoSaved));
    expect(loaded.sent).toEqual(['/operator/club/logo']);
    expect(logoSection(loaded).querySelector('[data-testid="club-logo"]')!.getAttribute('src')).toMatch(
      /^\/assets\/clubs\/skyline\/logo-[0-9a-f]{16}\.png$/,
    );
    expect(nameEn(loaded).value).toBe('Typed, not saved');
    expect(loaded.document.activeElement?.className).toBe('notice');
  });

  it('refuses a file of another type or over 512 KB before sending, in Arabic, keeping file and typing', async () => {
    const loaded = await load('ar');
    const t = CLUB_TEXTS.ar;
    typeInto(loaded, 'nameEn', 'Typed, not saved');
    loaded.choose('notes.txt', 'text/plain', Buffer.from('not an image'));
    submit(loaded, logoForm(loaded));
    const input = loaded.document.querySelector<HTMLInputElement>('#field-logo')!;
    expect(loaded.document.querySelector('#field-logo-error')!.textContent).toBe(t.logoErrors.badType);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('field-logo-error');
    expect(input.files![0]!.name).toBe('notes.txt');
    expect(loaded.document.activeElement).toBe(input);

    loaded.choose('huge.png', 'image/png', Buffer.alloc(512 * 1024 + 1, 1));
    submit(loaded, logoForm(loaded));
    expect(loaded.document.querySelector('#field-logo-error')!.textContent).toBe(t.logoErrors.tooLarge);
    expect(loaded.document.querySelectorAll('#field-logo-error')).toHaveLength(1);
    expect(loaded.sent).toEqual([]);
    expect(nameEn(loaded).value).toBe('Typed, not saved');
  });

  it('shows the server’s refusal of a hostile SVG with the file still chosen and the typing kept', async () => {
    const loaded = await load('en');
    typeInto(loaded, 'nameEn', 'Typed, not saved');
    loaded.choose('hostile.svg', 'image/svg+xml', Buffer.from(HOSTILE_SVG));
    submit(loaded, logoForm(loaded));
    await vi.waitFor(() =>
      expect(loaded.document.querySelector('#field-logo-error')?.textContent).toBe(
        CLUB_TEXTS.en.logoErrors.unsafeSvg,
      ),
    );
    expect(loaded.sent).toEqual(['/operator/club/logo']);
    const input = loaded.document.querySelector<HTMLInputElement>('#field-logo')!;
    expect(input.files![0]!.name).toBe('hostile.svg');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(loaded.document.querySelector('#field-logo-name')!.textContent).toBe('hostile.svg');
    expect(nameEn(loaded).value).toBe('Typed, not saved');
  });

  it('adds and removes a blacklisted airport without losing unsaved typing (ar)', async () => {
    const loaded = await load('ar');
    const t = CLUB_TEXTS.ar;
    typeInto(loaded, 'nameEn', 'Typed, not saved');
    typeInto(loaded, 'airportCode', 'zzq');
    typeInto(loaded, 'airportReason', 'سبب');
    const addForm = () =>
      loaded.document.querySelector<HTMLButtonElement>('button[formaction$="/airports"]')!;
    submit(loaded, addForm());
    await vi.waitFor(() =>
      expect(loaded.document.querySelector('#field-airportCode-error')?.textContent).toBe(
        t.airportErrors.unknown,
      ),
    );
    expect(loaded.document.activeElement?.id).toBe('field-airportCode');
    expect(loaded.document.querySelector<HTMLInputElement>('#field-airportReason')!.value).toBe('سبب');

    typeInto(loaded, 'airportCode', 'LHR');
    submit(loaded, addForm());
    await vi.waitFor(() =>
      expect(loaded.document.querySelector('#club-airports')!.textContent).toContain(t.airportAdded),
    );
    const row = [...loaded.document.querySelectorAll('[data-testid="blacklist"] li')].find((item) =>
      item.textContent?.includes('LHR'),
    )!;
    // The code and the name are each isolated left to right, the button names the code isolated too.
    expect(row.querySelector('.airport-code bdi[dir="ltr"]')!.textContent).toBe('LHR');
    expect(row.querySelector('.airport-name bdi[dir="ltr"]')!.textContent).toContain('Heathrow');
    expect(row.querySelector('button bdi[dir="ltr"]')!.textContent).toBe('LHR');
    expect(row.querySelector('button')!.textContent).toBe(t.removeAirport('LHR'));

    submit(loaded, row.querySelector('button')!);
    await vi.waitFor(() =>
      expect(loaded.document.querySelector('#club-airports')!.textContent).toContain(t.airportRemoved),
    );
    expect(loaded.document.querySelector('[data-testid="blacklist"]')?.textContent ?? '').not.toContain(
      'LHR',
    );
    expect(loaded.sent).toEqual([
      '/operator/club/airports',
      '/operator/club/airports',
      '/operator/club/airports/remove',
    ]);
    expect(nameEn(loaded).value).toBe('Typed, not saved');
  });

  it('presses the section’s own button on Enter in a side field, not the settings form’s first one', async () => {
    const loaded = await load('en');
    typeInto(loaded, 'nameEn', 'Typed, not saved');
    typeInto(loaded, 'airportCode', 'CDG');
    typeInto(loaded, 'airportReason', 'Closed for works');
    const reason = loaded.document.querySelector<HTMLInputElement>('#field-airportReason')!;
    const enter = new loaded.window.KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
    });
    expect(reason.dispatchEvent(enter)).toBe(false);
    await vi.waitFor(() =>
      expect(loaded.document.querySelector('#club-airports')!.textContent).toContain(
        CLUB_TEXTS.en.airportAdded,
      ),
    );
    expect(loaded.sent).toEqual(['/operator/club/airports']);
    expect(loaded.document.querySelector('[data-testid="blacklist"]')!.textContent).toContain('CDG');
    expect(nameEn(loaded).value).toBe('Typed, not saved');
  });
});
