/**
 * What a request path that cannot name a page gets: `bad-request` when its percent-encoding does
 * not decode (`%ZZ`, `%`, `%C0%80` — not UTF-8), `not-found` when it decodes to a control
 * character (`%00`), which no route, slug or file name contains. Next would otherwise throw while
 * decoding (a 500) or match the control character as a locale's home page.
 */
export type PathVerdict = 'ok' | 'bad-request' | 'not-found';

// C0 controls and DEL.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function pathVerdict(rawPathname: string): PathVerdict {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return 'bad-request';
  }
  return CONTROL_CHARACTER.test(decoded) ? 'not-found' : 'ok';
}
