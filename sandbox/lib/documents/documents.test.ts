import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleFlight, sampleHotel } from '../../test-support/documents';
import { pdfText, type TextRun } from '../../test-support/pdf-text';
import { visualPieces } from './bidi-text';
import { documentFileName, renderDocument, type BookingDocument, type DocumentType } from '.';

const ARABIC_FONT = /^NotoNaskhArabic-/;
const LATIN_FONT = /^NotoSans-/;

const latinText = (runs: TextRun[]) =>
  runs
    .filter((run) => LATIN_FONT.test(run.font))
    .map((run) => run.text)
    .join('');

/** The Arabic font's runs in drawing order, read back right to left (logical order). */
const arabicText = (runs: TextRun[]) =>
  [
    ...runs
      .filter((run) => ARABIC_FONT.test(run.font))
      .map((run) => run.text)
      .join(''),
  ]
    .reverse()
    .join('');

const cases: [DocumentType, (language: 'en' | 'ar') => BookingDocument, string, string][] = [
  ['ticket', sampleFlight, 'E-ticket / itinerary receipt', 'التذكرة الإلكترونية'],
  ['voucher', sampleHotel, 'Hotel voucher', 'قسيمة الفندق'],
  ['invoice', sampleFlight, 'Invoice', 'فاتورة'],
  ['invoice', sampleHotel, 'Invoice', 'فاتورة'],
];

describe('booking documents', () => {
  it.each(cases)(
    '%s of a booking, in English: a PDF with the reference, in Latin type only',
    async (type, sample, title) => {
      const pdf = await renderDocument(type, sample('en'));
      expect(pdf).not.toBeNull();
      if (!pdf) return;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
      const runs = pdfText(pdf);
      expect(latinText(runs)).toContain('K7QM2X');
      expect(latinText(runs)).toContain(title);
      expect(runs.some((run) => ARABIC_FONT.test(run.font))).toBe(false);
    },
  );

  it.each(cases)(
    '%s in Arabic: the Arabic font, shaped glyphs, right to left, the reference left to right',
    async (type, sample, _title, arabicTitle) => {
      const pdf = await renderDocument(type, sample('ar'));
      if (!pdf) throw new Error('no document');
      const runs = pdfText(pdf);
      expect(latinText(runs)).toContain('K7QM2X');
      expect(arabicText(runs).replace(/\s+/g, ' ')).toContain(arabicTitle.split(' ')[0]);
      // Joined letters are painted as the font's shaped glyphs (see text-layer.test.ts); the text
      // layer holds each letter once, so its runs read back as the title.
      expect(pdf.toString('latin1')).toMatch(/\/AGr\d+ \d+ 0 R/);
      expect(pdf.toString('latin1')).toContain('/Lang (ar)');
    },
  );

  it('invoices show the taxes charged and the total in the booking’s currency', async () => {
    const pdf = await renderDocument('invoice', sampleFlight('en'));
    if (!pdf) throw new Error('no document');
    const text = latinText(pdfText(pdf));
    expect(text).toContain('Taxes charged');
    expect(text).toContain('AED 351.50');
    expect(text).toContain('AED 2,461.50');
    expect(text).toContain('Haddad Trading LLC');
    // The tax number under the club's own word for it (TRN, VAT or GST: issue 30 item 22).
    expect(text).toMatch(/Tax registration number \(TRN\).*100200300400003/s);
    expect(text).not.toContain('Registration no.');
    const gst = await renderDocument('invoice', {
      ...sampleFlight('en'),
      company: { name: 'Haddad Trading LLC', registrationNo: '27AAPFU0939F1ZV', taxIdLabel: 'GST' },
    });
    expect(latinText(pdfText(gst!))).toMatch(/GST number.*27AAPFU0939F1ZV/s);
    expect(text).toContain('Credit card, card ending 4242');
    expect(text).toMatch(/Billed to.*Name.*Sara Haddad/s);
  });

  it('gives each room’s cancellation deadline once, in the hotel’s time, and calls what follows a fee', async () => {
    const pdf = await renderDocument('voucher', sampleHotel('en'));
    if (!pdf) throw new Error('no document');
    // Table cells wrap: the runs are joined with spaces here.
    const text = pdfText(pdf)
      .map((run) => run.text)
      .join(' ');
    expect(text).toContain('Free cancellation until 7 December 2026, 16:00 hotel time');
    expect(text).toContain('the first night (AED 1150.00) is charged');
    expect(text).not.toContain('Free until');
    expect(text.match(/free (cancellation )?until/gi)).toHaveLength(1);
  });

  it('has no e-ticket for a hotel and no voucher for a flight', async () => {
    expect(await renderDocument('ticket', sampleHotel('en'))).toBeNull();
    expect(await renderDocument('voucher', sampleFlight('en'))).toBeNull();
  });

  it('prints an agent’s logo instead of the club’s name when the branding has one', async () => {
    const logo = await sharp({
      create: { width: 120, height: 40, channels: 3, background: '#aa3300' },
    })
      .png()
      .toBuffer();
    const booking = {
      ...sampleHotel('en'),
      branding: { name: 'Desert Agents', primary: '#a30', secondary: '#fc0', logo },
    };
    const pdf = await renderDocument('voucher', booking);
    if (!pdf) throw new Error('no document');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(latinText(pdfText(pdf))).not.toContain('Skyline Travel ·');
  });

  it('prints the airlines’ record locators and each passenger’s e-ticket number', async () => {
    for (const language of ['en', 'ar'] as const) {
      const pdf = await renderDocument('ticket', sampleFlight(language));
      const text = latinText(pdfText(pdf!));
      expect(text).toContain('Q7KM2X');
      for (const number of ['1762345678901', '1762345678902', '1762345678903'])
        expect(text).toContain(number);
    }
    const unticketed = await renderDocument('ticket', {
      ...sampleFlight('en'),
      recordLocators: [],
      travellers: sampleFlight('en').travellers.map((traveller) => ({ ...traveller, eTicket: null })),
    });
    const text = latinText(pdfText(unticketed!));
    expect(text).not.toContain('Airline booking references');
    expect(text).toContain('Not issued');
  });

  it('prints each room’s hotel confirmation number on the voucher', async () => {
    for (const language of ['en', 'ar'] as const) {
      const pdf = await renderDocument('voucher', sampleHotel(language));
      expect(latinText(pdfText(pdf!))).toContain('418230957');
    }
  });

  it('stamps every document of a cancelled booking “Cancelled”, in its language', async () => {
    const live = latinText(pdfText((await renderDocument('ticket', sampleFlight('en')))!));
    expect(live).not.toContain('CANCELLED');
    for (const [type, sample] of [
      ['ticket', sampleFlight],
      ['invoice', sampleHotel],
    ] as const) {
      const english = await renderDocument(type, { ...sample('en'), cancelled: true });
      expect(latinText(pdfText(english!))).toContain('CANCELLED');
    }
    const arabic = await renderDocument('voucher', { ...sampleHotel('ar'), cancelled: true });
    expect(arabicText(pdfText(arabic!))).toContain('ملغى');
  }, 60_000);

  it('names files by type, reference and language', () => {
    expect(documentFileName('invoice', 'K7QM2X', 'ar')).toBe('invoice-K7QM2X-ar.pdf');
  });
});

describe('visual order of a line', () => {
  it('puts a Latin reference left of the Arabic label it follows', () => {
    expect(visualPieces('الرقم: K7QM2X', true)).toEqual([
      { text: 'K7QM2X', script: 'latin', start: 7 },
      { text: ' :', script: 'latin', start: 5, reversed: true },
      { text: 'الرقم', script: 'arabic', start: 0 },
    ]);
  });

  it('reverses the words of Arabic text and mirrors brackets', () => {
    expect(visualPieces('فندق (5 نجوم)', true).map((piece) => piece.text)).toEqual([
      '(',
      'نجوم',
      ' ',
      '5',
      ') ',
      'فندق',
    ]);
  });

  it('leaves a line without Arabic letters left to right on an Arabic page', () => {
    expect(visualPieces('+971 4 555 0100', true)).toEqual([
      { text: '+971 4 555 0100', script: 'latin', start: 0 },
    ]);
  });
});
