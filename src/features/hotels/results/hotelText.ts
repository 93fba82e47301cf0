/** The word for a guest rating out of 10 (the key under `hotels.rating_word`). */
export function ratingWord(
  score: number,
): 'exceptional' | 'wonderful' | 'very_good' | 'good' | 'pleasant' | 'score' {
  if (score >= 9.5) return 'exceptional';
  if (score >= 9) return 'wonderful';
  if (score >= 8) return 'very_good';
  if (score >= 7) return 'good';
  if (score >= 6) return 'pleasant';
  return 'score';
}

const shortDays = new Map<string, Intl.DateTimeFormat>();

/**
 * A deadline in the hotel's local time ("2026-11-28T23:59:00+04:00") as its local day, "28 Nov":
 * the day is read from the text itself, so the visitor's own time zone never moves it.
 */
export function formatLocalDeadline(isoWithOffset: string, locale: string): string {
  const day = isoWithOffset.slice(0, 10);
  let format = shortDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    shortDays.set(locale, format);
  }
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return format.format(new Date(Date.UTC(year, month - 1, date)));
}
