import { describe, expect, it } from 'vitest';
import { sampleFlight, sampleHotel } from '../../test-support/documents';
import { readerLines, readerText } from '../../test-support/pdf-text-layer';
import { shapeArabic } from './arabic-text';
import { renderDocument, type BookingDocument, type DocumentType } from '.';

/**
 * What a reader gets out of the PDFs (issue 30 item 20): the Arabic documents used to copy as
 * "للححر" for للحجز and "دني" for دبي, because one dotless glyph served several letters.
 */

async function textOf(type: DocumentType, booking: BookingDocument): Promise<string[]> {
  const pdf = await renderDocument(type, booking);
  if (!pdf) throw new Error(`no ${type}`);
  return readerText(pdf);
}

const arabicCases: [DocumentType, () => BookingDocument, string[]][] = [
  ['ticket', () => sampleFlight('ar'), ['التذكرة الإلكترونية', 'طيران الإمارات', 'المسافرون']],
  ['voucher', () => sampleHotel('ar'), ['فندق لؤلؤة الخليج', 'ابتداءً من', 'دبي', 'غرفة ديلوكس بسرير كبير']],
  ['invoice', () => sampleFlight('ar'), ['فاتورة', 'سارة حداد', 'دبي', 'أجرة الطيران، بالغ']],
  // The company's tax number under the club's own name for it (issue 30 item 22).
  ['invoice', () => sampleFlight('ar'), ['رقم التسجيل الضريبي', '100200300400003']],
  // "3 ليالٍ": pdf.js takes a mark that starts a text item (the kasratan, drawn first) as an item of
  // its own, so the word is checked without it.
  ['invoice', () => sampleHotel('ar'), ['سارة حداد', 'غرفة ديلوكس بسرير كبير،', 'ليال']],
];

describe('the text a PDF reader extracts', () => {
  it.each(arabicCases)(
    '%s in Arabic: every word in logical order, phrases whole',
    async (type, sample, words) => {
      const items = await textOf(type, sample());
      const text = items.join('\n');
      expect(items).toContain('الرقم المرجعي للحجز');
      expect(text).toContain('K7QM2X');
      for (const word of words) expect(text).toContain(word);
      // The old misreadings: a dotless body read as the first letter that used it.
      expect(text).not.toMatch(/للحح|للجج|دني|ارتخ/);
    },
  );

  // A line that mixes Arabic with numbers or Latin letters is drawn in pieces (one per font and
  // direction); pdf.js gives them in drawing order, and they used to be drawn left to right as seen:
  // «UTC 09:15 2026 | نوفمبر | 20 | الجمعة،» and «( | نجوم | 5) | فندق لؤلؤة الخليج».
  it.each([
    ['ticket', () => sampleFlight('ar'), ['الجمعة،', '20', 'نوفمبر', '2026', '09:15', 'UTC']],
    ['ticket', () => sampleFlight('ar'), ['التذكرة الإلكترونية', '/', 'إيصال خط الرحلة']],
    ['voucher', () => sampleHotel('ar'), ['فندق لؤلؤة الخليج', '(', '5', 'نجوم', ')']],
    ['voucher', () => sampleHotel('ar'), ['الرقم المرجعي للحجز', ':', 'K7QM2X']],
    ['voucher', () => sampleHotel('ar'), ['الخميس،', '10', 'ديسمبر', '2026', 'ابتداءً من', '15:00']],
    ['voucher', () => sampleHotel('ar'), ['Sara Haddad', '،', 'Omar Haddad']],
  ] as const)(
    '%s in Arabic: a mixed line’s pieces in reading order, brackets as written',
    async (type, sample, line) => {
      const items = await textOf(type, sample());
      const at = items.indexOf(line[0]);
      expect(items.slice(at, at + line.length)).toEqual(line);
    },
  );

  // What copying gives in pdf.js's viewer: the pieces joined with the spaces between them.
  it.each([
    ['ticket', () => sampleFlight('ar'), 'الجمعة، 20 نوفمبر 2026 09:15 UTC'],
    ['ticket', () => sampleFlight('ar'), 'التذكرة الإلكترونية / إيصال خط الرحلة'],
    ['voucher', () => sampleHotel('ar'), 'فندق لؤلؤة الخليج (5 نجوم)'],
    ['voucher', () => sampleHotel('ar'), 'الرقم المرجعي للحجز: K7QM2X'],
    ['voucher', () => sampleHotel('ar'), 'الخميس، 10 ديسمبر 2026 ابتداءً من 15:00'],
    ['invoice', () => sampleHotel('ar'), 'رقم التسجيل الضريبي (TRN)'],
  ] as const)('%s in Arabic: a mixed line copies as written, spaces kept', async (type, sample, line) => {
    const pdf = await renderDocument(type, sample());
    if (!pdf) throw new Error(`no ${type}`);
    expect(await readerLines(pdf)).toContain(line);
  });

  it('gives the passengers’ names on the Arabic e-ticket as written', async () => {
    const items = await textOf('ticket', sampleFlight('ar'));
    expect(items).toEqual(expect.arrayContaining(['Sara Haddad', 'Omar Haddad', 'Lina Haddad']));
  });

  it.each([
    ['ticket', () => sampleFlight('en'), ['E-ticket / itinerary receipt', 'Sara Haddad', 'Emirates EK 2']],
    ['voucher', () => sampleHotel('en'), ['Hotel voucher', 'Gulf Pearl Hotel (5-star)', 'Dubai']],
    [
      'invoice',
      () => sampleFlight('en'),
      ['Invoice', 'Sara Haddad', 'Horizon Tower, Sheikh Zayed Road, Dubai'],
    ],
  ] as const)('%s in English reads as before', async (type, sample, words) => {
    const text = (await textOf(type, sample())).join('\n');
    expect(text).toContain('Booking reference');
    expect(text).toContain('K7QM2X');
    for (const word of words) expect(text).toContain(word);
  });
});

describe('Arabic shaping for the eye', () => {
  it('joins the letters: initial, medial and final forms, dots apart', () => {
    const names = shapeArabic('للحجز').glyphs.map((glyph) => glyph.name);
    expect(names.some((name) => name.endsWith('.init'))).toBe(true);
    expect(names.some((name) => name.endsWith('.medi'))).toBe(true);
    expect(names.some((name) => name.endsWith('.fina'))).toBe(true);
  });

  it('paints the shaped glyphs in the document, right to left', async () => {
    const pdf = await renderDocument('voucher', sampleHotel('ar'));
    if (!pdf) throw new Error('no voucher');
    const source = pdf.toString('latin1');
    const run = shapeArabic('للحجز');
    for (const glyph of run.glyphs) expect(source).toContain(`/AGr${glyph.id} `);
    // fontkit answers glyphs left to right: للحجز ends (leftmost) in the final form of ز.
    expect(run.glyphs.findIndex((glyph) => glyph.name.endsWith('.init'))).toBe(run.glyphs.length - 1);
  });
});
