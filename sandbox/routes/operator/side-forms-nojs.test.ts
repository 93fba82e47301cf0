import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blacklistedAirports, clubs } from '../../db/schema';
import { aPngLogo, operatorGet, signInOperator, type OperatorBrowser } from '../../test-support/agents';
import { SKYLINE_ID, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { CLUB_TEXTS } from './club-texts';

/**
 * The club page's side forms without script: a side button posts the whole settings form (its
 * fields and buttons belong to it), so the answer shows the settings typed so far, unsaved, beside
 * the side change. Before, the logo and airport forms were forms of their own and the page they
 * answered with had lost the typing. The page is the console's, in a DOM without its script; each
 * post is what a browser sends for the pressed button (`new FormData(form, submitter)`).
 */

type DomWindow = Window & typeof globalThis;
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string }) => { window: DomWindow };
};

let sandbox: TestSandbox;
let skyline: OperatorBrowser;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  skyline = await signInOperator(sandbox);
});
afterAll(() => sandbox.close());

interface Page {
  window: DomWindow;
  document: Document;
  status: number;
}

async function pageOf(response: Response): Promise<Page> {
  const { window } = new JSDOM(await response.text(), { url: 'http://127.0.0.1:4000/operator/club' });
  return { window, document: window.document, status: response.status };
}

const open = async () => pageOf(await operatorGet(sandbox, '/operator/club', skyline));

function type(page: Page, name: string, value: string) {
  page.document.querySelector<HTMLInputElement>(`#field-${name}`)!.value = value;
}
const valueOf = (page: Page, name: string) =>
  page.document.querySelector<HTMLInputElement>(`#field-${name}`)!.value;

/** What a browser posts when `button` is pressed, with `file` as the logo picker's choice. */
async function press(page: Page, button: HTMLButtonElement, file?: File): Promise<Page> {
  const form = button.form!;
  expect(form.id).toBe('club-form');
  const entries = [...new page.window.FormData(form, button)] as [string, string | File][];
  const multipart = button.getAttribute('formenctype') === 'multipart/form-data';
  let body: FormData | string;
  const headers: Record<string, string> = { Cookie: skyline.cookie };
  if (multipart) {
    body = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === 'string') body.append(name, value);
      else if (file) body.append(name, file);
    }
  } else {
    body = new URLSearchParams(
      entries.map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    ).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  // The button's own address, else the form's (jsdom leaves formAction empty).
  const path = button.getAttribute('formaction') ?? form.getAttribute('action')!;
  return pageOf(await sandbox.app.request(path, { method: 'POST', headers, body }));
}

const button = (page: Page, selector: string) => page.document.querySelector<HTMLButtonElement>(selector)!;
const savedName = async () =>
  (await sandbox.database.db.select().from(clubs).where(eq(clubs.id, SKYLINE_ID)))[0]!.name;

describe('the side forms without script keep the settings typed so far', () => {
  it('adds a blacklisted airport: the answer shows it and the typed settings, which stay unsaved', async () => {
    const page = await open();
    type(page, 'nameEn', 'Typed, not saved');
    type(page, 'primary_100', '#123456');
    type(page, 'airportCode', 'lhr');
    type(page, 'airportReason', 'Works on the runway');
    const answer = await press(page, button(page, 'button[formaction$="/airports"]'));
    expect(answer.status).toBe(200);
    expect(answer.document.querySelector('#club-airports')!.textContent).toContain(
      CLUB_TEXTS.en.airportAdded,
    );
    expect(answer.document.querySelector('[data-testid="blacklist"]')!.textContent).toContain('LHR');
    expect(valueOf(answer, 'nameEn')).toBe('Typed, not saved');
    expect(valueOf(answer, 'primary_100')).toBe('#123456');
    expect(await savedName()).toBe('Skyline Travel');
  });

  it('refuses an unknown airport with its error and every typed value kept', async () => {
    const page = await open();
    type(page, 'nameEn', 'Typed, not saved');
    type(page, 'airportCode', 'ZZQ');
    type(page, 'airportReason', 'A reason');
    const answer = await press(page, button(page, 'button[formaction$="/airports"]'));
    expect(answer.status).toBe(400);
    expect(answer.document.querySelector('#field-airportCode-error')!.textContent).toBe(
      CLUB_TEXTS.en.airportErrors.unknown,
    );
    expect(valueOf(answer, 'airportCode')).toBe('ZZQ');
    expect(valueOf(answer, 'airportReason')).toBe('A reason');
    expect(valueOf(answer, 'nameEn')).toBe('Typed, not saved');
  });

  it('removes an airport with its own Remove button, the typed settings kept', async () => {
    await sandbox.database.db
      .insert(blacklistedAirports)
      .values({ clubId: SKYLINE_ID, airportCode: 'CDG', reason: 'Strike' })
      .onConflictDoNothing();
    const page = await open();
    type(page, 'nameEn', 'Typed, not saved');
    // A code typed in the add field beside it is not the airport removed.
    type(page, 'airportCode', 'JFK');
    const answer = await press(page, button(page, 'button[name="removeAirport"][value="CDG"]'));
    expect(answer.status).toBe(200);
    expect(answer.document.querySelector('#club-airports')!.textContent).toContain(
      CLUB_TEXTS.en.airportRemoved,
    );
    expect(answer.document.querySelector('[data-testid="blacklist"]')?.textContent ?? '').not.toContain(
      'CDG',
    );
    expect(valueOf(answer, 'nameEn')).toBe('Typed, not saved');
    const left = await sandbox.database.db
      .select()
      .from(blacklistedAirports)
      .where(eq(blacklistedAirports.clubId, SKYLINE_ID));
    expect(left.map((row) => row.airportCode)).not.toContain('CDG');
  });

  it('uploads a logo (a multipart post of the whole form) and refuses a hostile one, the typing kept both times', async () => {
    const page = await open();
    type(page, 'nameEn', 'Typed, not saved');
    // The checkboxes too: a multipart post carries the repeated fields as lists.
    const languages = [...page.document.querySelectorAll<HTMLInputElement>('input[name="languages"]')];
    languages.find((box) => box.value === 'ar')!.checked = false;
    const upload = () => button(page, '[data-logo-form] button[data-side-submit]');
    const hostile = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'hostile.svg',
      { type: 'image/svg+xml' },
    );
    const refused = await press(page, upload(), hostile);
    expect(refused.status).toBe(400);
    expect(refused.document.querySelector('#field-logo-error')!.textContent).toBe(
      CLUB_TEXTS.en.logoErrors.unsafeSvg,
    );
    expect(valueOf(refused, 'nameEn')).toBe('Typed, not saved');

    const png = new File([new Uint8Array(await aPngLogo())], 'club-logo.png', { type: 'image/png' });
    const kept = await press(page, upload(), png);
    expect(kept.status).toBe(200);
    expect(kept.document.querySelector('#club-logo')!.textContent).toContain(CLUB_TEXTS.en.logoSaved);
    expect(kept.document.querySelector('[data-testid="club-logo"]')!.getAttribute('src')).toMatch(
      /^\/assets\/clubs\/skyline\/logo-[0-9a-f]{16}\.png$/,
    );
    expect(valueOf(kept, 'nameEn')).toBe('Typed, not saved');
    const checked = [...kept.document.querySelectorAll<HTMLInputElement>('input[name="languages"]')]
      .filter((box) => box.checked)
      .map((box) => box.value);
    expect(checked).toEqual(['en']);
    expect(await savedName()).toBe('Skyline Travel');
  });

  it('keeps the typed airport when Enter in it sends the settings form’s first button (Preview)', async () => {
    const page = await open();
    type(page, 'nameEn', 'Typed, not saved');
    type(page, 'airportCode', 'DXB');
    type(page, 'airportReason', 'Typed reason');
    // Implicit submission presses the form's default button: its first submit button.
    const first = page.document
      .querySelector<HTMLFormElement>('#club-form')!
      .querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(first.value).toBe('preview');
    const answer = await press(page, first);
    expect(answer.status).toBe(200);
    expect(valueOf(answer, 'airportCode')).toBe('DXB');
    expect(valueOf(answer, 'airportReason')).toBe('Typed reason');
    expect(valueOf(answer, 'nameEn')).toBe('Typed, not saved');
  });
});
