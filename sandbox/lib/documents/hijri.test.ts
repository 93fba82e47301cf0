import { describe, expect, it } from 'vitest';
import { sampleFlight, sampleHotel } from '../../test-support/documents';
import { drawnHijriDates, readHijriDates } from '../../test-support/pdf-hijri';
import { readerText } from '../../test-support/pdf-text-layer';
import { visualPieces } from './bidi-text';
import { ERA_SPACE, hijriDate, showsHijri } from './hijri';
import { DocumentWriter } from './writer';
import { hijriDate as siteHijriDate } from '@/lib/dates/hijri';
import { renderDocument, type BookingDocument, type DocumentType } from '.';

/** Umm al-Qura dates in the Arabic documents of a club that shows them (issue 35). */

async function textOf(type: DocumentType, booking: BookingDocument): Promise<string> {
  const pdf = await renderDocument(type, booking);
  if (!pdf) throw new Error(`no ${type}`);
  return (await readerText(pdf)).join('\n');
}

const withHijri = <T extends BookingDocument>(booking: T): T => ({ ...booking, showHijri: true });

/** The expected date, its year and «هـ» joined by a no-break space. */
const nb = (date: string) => date.replace(/ هـ$/, `${ERA_SPACE}هـ`);
/** The same date as pdf.js reads it back: it writes a plain space for every separator glyph. */
const plain = (date: string) => date.replace(ERA_SPACE, ' ');

/** Renders the document and answers its Hijri dates as drawn, checking that a reader reads them too. */
async function hijriDatesIn(type: DocumentType, booking: BookingDocument): Promise<string[]> {
  const pdf = await renderDocument(type, booking);
  if (!pdf) throw new Error(`no ${type}`);
  const drawn = await drawnHijriDates(pdf);
  expect(await readHijriDates(pdf)).toEqual(drawn.map(plain));
  return drawn;
}

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
  ])('%s is %s, the year and «هـ» joined by a no-break space', (value, hijri) => {
    expect(hijriDate(value)).toBe(nb(hijri));
  });

  it('are the site’s Hijri dates, day for day', () => {
    // The site (src/lib/dates/hijri.ts) and the documents each format their own (the sandbox is a
    // separate deployment); over two years of days, month ends included, they write the same.
    const start = Date.UTC(2026, 0, 1);
    for (let day = 0; day < 730; day += 1) {
      const iso = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      expect(hijriDate(iso)).toBe(siteHijriDate(iso));
    }
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
      ERA_SPACE,
      '1448',
      ' ',
      'رجب',
      ' ',
      '1',
    ]);
  });

  it('never leave «هـ» alone on a line when a narrow column wraps the date', () => {
    const writer = new DocumentWriter('ar', sampleHotel('ar').branding, { title: 't', subject: 's' });
    const date = hijriDate('2026-12-09');
    // Just too narrow for the whole date: it wraps once, and the year keeps its era.
    const lines = writer.wrap(date, writer.measure(date, 9.5) - 1, 9.5);
    expect(lines).toEqual(['29 جمادى الآخرة', `1448${ERA_SPACE}هـ`]);
  });

  it('the e-ticket gives each departure and arrival its Hijri date, across the month’s end', async () => {
    // Booked on 20 November 2026; departs and lands on 10 December (1 Rajab), flies back on the 20th
    // and lands on the 21st.
    expect(await hijriDatesIn('ticket', withHijri(sampleFlight('ar')))).toEqual(
      ['10 جمادى الآخرة 1448 هـ', '1 رجب 1448 هـ', '1 رجب 1448 هـ', '11 رجب 1448 هـ', '12 رجب 1448 هـ'].map(
        nb,
      ),
    );
    const without = await textOf('ticket', sampleFlight('ar'));
    expect(without).not.toContain('رجب');
    expect(without).not.toContain('هـ');
  }, 120_000);

  it('the voucher and the invoice give the stay’s and the payment’s Hijri dates', async () => {
    // Booked on 20 November 2026; check-in 10 December (1 Rajab), check-out 13 December (4 Rajab).
    expect(await hijriDatesIn('voucher', withHijri(sampleHotel('ar')))).toEqual(
      ['10 جمادى الآخرة 1448 هـ', '1 رجب 1448 هـ', '4 رجب 1448 هـ'].map(nb),
    );
    // Issued and paid on 20 November 2026.
    expect(await hijriDatesIn('invoice', withHijri(sampleHotel('ar')))).toEqual(
      ['10 جمادى الآخرة 1448 هـ', '10 جمادى الآخرة 1448 هـ'].map(nb),
    );
  }, 120_000);

  it('never in English, whatever the club says', async () => {
    const text = await textOf('ticket', withHijri(sampleFlight('en')));
    expect(text).not.toMatch(/[\u0600-\u06ff]/);
  }, 120_000);
});
