/**
 * A place written on one line ("12 Corniche Road, Al Khalidiya, Abu Dhabi, United Arab Emirates"):
 * its parts joined by the language's comma (Arabic "،"), commas inside Arabic parts made Arabic
 * too, and a part said once even when the street address already ends with the area and the city.
 */

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ANY_COMMA = /\s*[,،]\s*/;

export function placeLine(parts: readonly (string | null | undefined)[], locale: string): string {
  const arabic = locale === 'ar';
  const seen = new Set<string>();
  const segments: string[] = [];
  for (const part of parts) {
    for (const segment of (part ?? '').split(ANY_COMMA)) {
      const text = segment.trim();
      const key = text.toLocaleLowerCase(locale);
      if (!text || seen.has(key)) continue;
      seen.add(key);
      segments.push(text);
    }
  }
  // A Latin address on an Arabic page keeps its own commas only between its Latin segments.
  return segments.reduce((line, segment, index) => {
    if (index === 0) return segment;
    const previous = segments[index - 1] ?? '';
    const comma = arabic && (ARABIC_LETTER.test(segment) || ARABIC_LETTER.test(previous)) ? '، ' : ', ';
    return `${line}${comma}${segment}`;
  }, '');
}
