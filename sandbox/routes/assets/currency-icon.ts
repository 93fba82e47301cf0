function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A round 64×64 badge showing the currency's symbol, sized so that long symbols still fit. */
export function renderCurrencyIcon(symbol: string, code: string): string {
  const fontSize = symbol.length <= 1 ? 34 : symbol.length <= 3 ? 22 : 17;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(code)}">`,
    '<circle cx="32" cy="32" r="30" fill="#F4F7FA" stroke="#C5D0DB" stroke-width="2"/>',
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="'Segoe UI', Tahoma, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#1F2A37">${escapeXml(symbol)}</text>`,
    '</svg>',
  ].join('');
}
