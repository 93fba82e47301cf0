/** A calendar day (YYYY-MM-DD) in the page's language, with Latin digits: "1 Dec 2026". */
export function formatDay(iso: string, locale: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(time);
}
