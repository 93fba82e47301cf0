function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The symbol's size in the 64-unit badge: as large as the circle allows for its length. */
export function currencyIconFontSize(symbol: string): number {
  const length = [...symbol].length;
  return length <= 1 ? 42 : length <= 2 ? 34 : length <= 3 ? 28 : 27;
}

/**
 * How wide the symbol should fit, in badge units: the circle (radius 31, less its stroke) is about
 * 46 units wide across the symbol's height, centred; wider and its ends fall outside the circle.
 */
export const SYMBOL_WIDTH_LIMIT = 46;

/**
 * A generous estimate of a character's advance, in ems, in the sans-serif fonts browsers fall back
 * to (Segoe UI, Tahoma, Arial, DejaVu Sans, Noto): dots, narrow and wide Arabic letters, Latin
 * capitals and digits, and the wide ligature signs (﷼). Measured in Chromium for the seeded
 * symbols: د.إ 28 units wide, ر.ق 43, ر.س 55 (at their font sizes).
 */
function advanceEm(char: string): number {
  if (/[.,:·\s]/.test(char)) return 0.35;
  if (/[\uFDF0-\uFDFF]/.test(char)) return 2.4;
  // Alef, dal, reh, waw and their kin are narrow; seen and sad are the widest.
  if (/[\u0621-\u0627\u0629\u062F-\u0632\u0648]/.test(char)) return 0.35;
  if (/[\u0633-\u0636]/.test(char)) return 1;
  if (/[\u0600-\u06FF]/.test(char)) return 0.7;
  if (/[A-Z0-9$€£₹¥₩₽₺₦₱]/.test(char)) return 0.72;
  return 0.62;
}

/** The symbol's estimated width at a font size, in badge units. */
export function estimatedSymbolWidth(symbol: string, fontSize: number): number {
  return [...symbol].reduce((width, char) => width + advanceEm(char) * fontSize, 0);
}

/**
 * A round 64×64 badge showing the currency's symbol. Sites show it at about 24px, so the symbol
 * fills the circle to stay readable at that size. A symbol that would be wider than the circle is
 * squeezed to it; a narrower one keeps its own width (stretching "د.إ" to a fixed length pushed its
 * ends past the circle, and the menu showed it clipped: issue 30, item 35).
 */
export function renderCurrencyIcon(symbol: string, code: string): string {
  const fontSize = currencyIconFontSize(symbol);
  const fit =
    estimatedSymbolWidth(symbol, fontSize) > SYMBOL_WIDTH_LIMIT
      ? ` textLength="${SYMBOL_WIDTH_LIMIT}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(code)}">`,
    '<circle cx="32" cy="32" r="31" fill="#F4F7FA" stroke="#C5D0DB" stroke-width="2"/>',
    `<text x="32" y="32" text-anchor="middle" dominant-baseline="central" font-family="'Segoe UI', Tahoma, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#1F2A37"${fit}>${escapeXml(symbol)}</text>`,
    '</svg>',
  ].join('');
}
