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
 * order, era first, and never a separator glyph's own character (it writes a space wherever there
 * is a gap), so the date comes back with plain spaces: "1 رجب 1448 هـ".
 */
export async function readHijriDates(pdf: Buffer): Promise<string[]> {
  const items = await readerText(pdf);
  return items.flatMap((item, at) =>
    item === ERA
      ? [
          items
            .slice(at, at + 4)
            .reverse()
            .join(' '),
        ]
      : [],
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
      runs.push(
        glyphs
          .map((glyph) =>
            typeof glyph === 'object' && glyph !== null && 'unicode' in glyph ? String(glyph.unicode) : '',
          )
          .join(''),
      );
    });
  }
  await document.destroy();
  return runs;
}

/**
 * As the PDF's glyphs map them (what copying a date gives), every character kept: the separator
 * before «هـ» is whatever the document drew there. The glyphs are in drawing order, left to right,
 * an Arabic run's letters too; a date is put back in reading order here.
 */
export async function drawnHijriDates(pdf: Buffer): Promise<string[]> {
  const runs = await drawnRuns(pdf);
  const reading = (run: string) => (ARABIC.test(run) ? [...run].reverse().join('') : run);
  const dates: string[] = [];
  runs.forEach((run, at) => {
    if (reading(run) !== ERA) return;
    // Era, separator, year, then the month's words and spaces up to the day (digits again).
    const year = runs.findIndex((next, index) => index > at && DIGITS.test(next));
    const day = runs.findIndex((next, index) => index > year && DIGITS.test(next));
    if (year < 0 || day < 0) return;
    dates.push(
      runs
        .slice(at, day + 1)
        .map(reading)
        .reverse()
        .join(''),
    );
  });
  return dates;
}
