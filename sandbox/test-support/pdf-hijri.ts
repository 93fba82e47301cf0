import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readerText } from './pdf-text-layer';

/**
 * The Umm al-Qura dates in an Arabic PDF, for the tests of issue 35.
 *
 * A Hijri date is printed on a right-to-left line of its own: "1 رجب 1448 هـ", drawn left to right
 * as era, separator, year, space, month, space, day.
 */

const ERA = 'هـ';
const ARABIC = /[\u0600-\u06ff]/;
const DIGITS = /^\d+$/;

/**
 * As a PDF reader extracts them (pdf.js, reading order). pdf.js gives a line's pieces in drawing
 * order, which is reading order (day first), and never a separator glyph's own character (it
 * writes a space wherever there is a gap), so the date comes back with plain spaces: "1 رجب 1448 هـ".
 */
export async function readHijriDates(pdf: Buffer): Promise<string[]> {
  const items = await readerText(pdf);
  return items.flatMap((item, at) =>
    item === ERA && at >= 3 ? [items.slice(at - 3, at + 1).join(' ')] : [],
  );
}

/** Each text-showing operation's characters, as the fonts' ToUnicode maps give its glyphs. */
async function drawnRuns(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { fnArray, argsArray } = await page.getOperatorList();
    fnArray.forEach((fn, at) => {
      if (fn !== OPS.showText) return;
      const glyphs = (argsArray[at] as [unknown[]])[0];
      const run = glyphs
        .map((glyph) =>
          typeof glyph === 'object' && glyph !== null && 'unicode' in glyph ? String(glyph.unicode) : '',
        )
        .join('');
      // A space mark (space-mark.ts) draws nothing and stands for no character.
      if (run !== '\0') runs.push(run);
    });
  }
  await document.destroy();
  return runs;
}

/**
 * As the PDF's glyphs map them (what copying a date gives), every character kept: the separator
 * before «هـ» is whatever the document drew there. A line's pieces are drawn in reading order (day,
 * space, month, space, year, separator, era), but an Arabic phrase's words left to right, each
 * word's letters too: the month is put back in reading order here.
 */
export async function drawnHijriDates(pdf: Buffer): Promise<string[]> {
  const runs = await drawnRuns(pdf);
  const reading = (run: string) => (ARABIC.test(run) ? [...run].reverse().join('') : run);
  const lastBefore = (end: number, test: (run: string) => boolean) =>
    runs.slice(0, Math.max(0, end)).findLastIndex(test);
  const dates: string[] = [];
  runs.forEach((run, at) => {
    if (reading(run) !== ERA) return;
    const year = lastBefore(at, (next) => DIGITS.test(next));
    const day = lastBefore(year, (next) => DIGITS.test(next));
    if (year < 0 || day < 0) return;
    const between = runs.slice(day + 1, year);
    const first = between.findIndex((next) => ARABIC.test(next));
    const last = between.findLastIndex((next) => ARABIC.test(next));
    if (first < 0) return;
    const month = between
      .slice(first, last + 1)
      .map(reading)
      .reverse()
      .join('');
    dates.push(
      [
        runs[day],
        ...between.slice(0, first),
        month,
        ...between.slice(last + 1),
        runs[year],
        ...runs.slice(year + 1, at),
        ERA,
      ].join(''),
    );
  });
  return dates;
}
