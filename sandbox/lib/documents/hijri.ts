/**
 * Umm al-Qura (Hijri) dates for the Arabic documents and mails of a club that shows them
 * (`clubs.show_hijri`), computed by the engine's Intl calendar data (`ar-SA-u-ca-islamic-umalqura`):
 * no conversion table of our own. Latin digits, as every other number the documents print
 * (format.ts) and as the site writes them (src/lib/dates/hijri.ts).
 *
 * The one formatter of the sandbox's Hijri dates: the PDFs (format.ts's withHijri) and the mails
 * (routes/bookings/booking-mail.ts) both print what it answers. The year and its era «هـ» are joined
 * by a no-break space, as on the site: a PDF line wraps only at plain spaces (writer.ts) and a mail
 * client only where a break is allowed, so «هـ» never starts a line of its own.
 */

/** Between the year and «هـ»: they never wrap apart. */
export const ERA_SPACE = '\u00a0';

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

/** "1 رجب 1448 هـ", the space before «هـ» a no-break space. */
export function hijriDate(value: string): string {
  const parts = HIJRI.formatToParts(dayOf(value));
  // The engine's own separator before the era (a plain space today) becomes a no-break space.
  return parts
    .map((part, index) =>
      part.type === 'literal' && parts[index + 1]?.type === 'era' && /^\s+$/.test(part.value)
        ? ERA_SPACE
        : part.value,
    )
    .join('');
}

/** Whether a document (or the mail about it) prints Hijri dates: Arabic, for a club that keeps them on. */
export function showsHijri(document: { language: string; showHijri: boolean }): boolean {
  return document.language === 'ar' && document.showHijri;
}
