import { describe, expect, it } from 'vitest';
import { sampleFlight, sampleHotel } from '../../test-support/documents';
import { readerText } from '../../test-support/pdf-text-layer';
import { visualPieces } from './bidi-text';
import { hijriDate, showsHijri } from './hijri';
import { renderDocument, type BookingDocument, type DocumentType } from '.';

/** Umm al-Qura dates in the Arabic documents of a club that shows them (issue 35). */

/**
 * The Hijri dates a PDF reader extracts, in reading order. pdf.js gives a line's pieces in drawing
 * order, left to right: a right-to-left Hijri line comes out era, year, month, day ("هـ", "1448",
 * "رجب", "1"), and read right to left it is "1 رجب 1448 هـ".
 */
async function hijriDatesIn(type: DocumentType, booking: BookingDocument): Promise<string[]> {
  const pdf = await renderDocument(type, booking);
  if (!pdf) throw new Error(`no ${type}`);
  const items = await readerText(pdf);
  return items.flatMap((item, at) =>
    item === 'هـ'
      ? [
          items
            .slice(at, at + 4)
            .reverse()
            .join(' '),
        ]
      : [],
  );
}

async function textOf(type: DocumentType, booking: BookingDocument): Promise<string> {
  const pdf = await renderDocument(type, booking);
  if (!pdf) throw new Error(`no ${type}`);
  return (await readerText(pdf)).join('\n');
}

const withHijri = <T extends BookingDocument>(booking: T): T => ({ ...booking, showHijri: true });

describe('Hijri dates', () => {
  it.each([
    // Published Umm al-Qura month starts: Rajab 1448 begins on 10 December 2026, Muharram 1448 on
    // 16 June 2026; Jumada al-Akhirah 1448 has 29 days.
    ['2026-12-09', '29 جمادى الآخرة 1448 هـ'],
    ['2026-12-10', '1 رجب 1448 هـ'],
    ['2026-12-10T08:30:00', '1 رجب 1448 هـ'],
    ['2026-06-15', '29 ذو الحجة 1447 هـ'],
    ['2026-06-16', '1 محرم 1448 هـ'],
    ['2026-03-20', '1 شوال 1447 هـ'],
    // An instant is its UTC day, as formatInstant prints it.
    ['2026-12-09T23:30:00.000Z', '29 جمادى الآخرة 1448 هـ'],
    ['2026-12-10T02:00:00+04:00', '29 جمادى الآخرة 1448 هـ'],
  ])('%s is %s', (value, hijri) => {
    expect(hijriDate(value)).toBe(hijri);
  });

  it('are printed in Arabic only, and only for a club that keeps them on', () => {
    expect(showsHijri({ language: 'ar', showHijri: true })).toBe(true);
    expect(showsHijri({ language: 'ar', showHijri: false })).toBe(false);
    expect(showsHijri({ language: 'en', showHijri: true })).toBe(false);
  });

  it('keep the digits beside their own words on a right-to-left line', () => {
    // Drawn right to left: "1" at the reading start (rightmost), then the month, the year, the era.
    expect(visualPieces(hijriDate('2026-12-10'), true).map((piece) => piece.text)).toEqual([
      'هـ',
      ' ',
      '1448',
      ' ',
      'رجب',
      ' ',
      '1',
    ]);
  });

  it('the e-ticket gives each departure and arrival its Hijri date, across the month’s end', async () => {
    // Booked on 20 November 2026; departs and lands on 10 December (1 Rajab), flies back on the 20th
    // and lands on the 21st.
    expect(await hijriDatesIn('ticket', withHijri(sampleFlight('ar')))).toEqual([
      '10 جمادى الآخرة 1448 هـ',
      '1 رجب 1448 هـ',
      '1 رجب 1448 هـ',
      '11 رجب 1448 هـ',
      '12 رجب 1448 هـ',
    ]);
    const without = await textOf('ticket', sampleFlight('ar'));
    expect(without).not.toContain('رجب');
    expect(without).not.toContain('هـ');
  }, 120_000);

  it('the voucher and the invoice give the stay’s and the payment’s Hijri dates', async () => {
    // Booked on 20 November 2026; check-in 10 December (1 Rajab), check-out 13 December (4 Rajab).
    expect(await hijriDatesIn('voucher', withHijri(sampleHotel('ar')))).toEqual([
      '10 جمادى الآخرة 1448 هـ',
      '1 رجب 1448 هـ',
      '4 رجب 1448 هـ',
    ]);
    // Issued and paid on 20 November 2026.
    expect(await hijriDatesIn('invoice', withHijri(sampleHotel('ar')))).toEqual([
      '10 جمادى الآخرة 1448 هـ',
      '10 جمادى الآخرة 1448 هـ',
    ]);
  }, 120_000);

  it('never in English, whatever the club says', async () => {
    const text = await textOf('ticket', withHijri(sampleFlight('en')));
    expect(text).not.toMatch(/[\u0600-\u06ff]/);
  }, 120_000);
});
