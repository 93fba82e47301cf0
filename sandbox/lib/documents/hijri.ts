/**
 * Umm al-Qura (Hijri) dates for the Arabic documents and mails of a club that shows them
 * (`clubs.show_hijri`), computed by the engine's Intl calendar data (`ar-SA-u-ca-islamic-umalqura`):
 * no conversion table of our own. Latin digits, as every other number the documents print
 * (format.ts) and as the site writes them (src/lib/dates/hijri.ts).
 */

const HIJRI = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `2026-12-10`, `2026-12-10T08:30[:00]` (the day as written) or an instant with a zone (its UTC day). */
function dayOf(value: string): Date {
  const zoned = /[zZ]$|[+-]\d\d:?\d\d$/.test(value);
  const day = zoned ? new Date(value).toISOString().slice(0, 10) : value.slice(0, 10);
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** "1 رجب 1448 هـ". */
export function hijriDate(value: string): string {
  return HIJRI.format(dayOf(value));
}

/** Whether a document (or the mail about it) prints Hijri dates: Arabic, for a club that keeps them on. */
export function showsHijri(document: { language: string; showHijri: boolean }): boolean {
  return document.language === 'ar' && document.showHijri;
}
