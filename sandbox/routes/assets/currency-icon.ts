function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The symbol's size in the 64-unit badge: as large as the circle allows for its length. */
export function currencyIconFontSize(symbol: string): number {
  const length = [...symbol].length;
  return length <= 1 ? 42 : length <= 2 ? 34 : length <= 3 ? 28 : 27;
}

/**
 * A round 64×64 badge showing the currency's symbol. Sites show it at about 24px, so the symbol
 * fills the circle (squeezed to its width when long) to stay readable at that size.
 */
export function renderCurrencyIcon(symbol: string, code: string): string {
  const fontSize = currencyIconFontSize(symbol);
  const fit = [...symbol].length > 2 ? ' textLength="54" lengthAdjust="spacingAndGlyphs"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(code)}">`,
    '<circle cx="32" cy="32" r="31" fill="#F4F7FA" stroke="#C5D0DB" stroke-width="2"/>',
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="'Segoe UI', Tahoma, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#1F2A37"${fit}>${escapeXml(symbol)}</text>`,
    '</svg>',
  ].join('');
}
