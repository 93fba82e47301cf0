import { escapeHtml as escapeXml } from '../../lib/html-page';

const WIDTH = 160;
const HEIGHT = 44;

/**
 * The logo of a club that has not uploaded one yet: its name written in its primary colour, so a
 * new club's header shows who it is instead of a broken image (issue 29: a club created in the
 * console serves its home page at once). Long names shrink to fit the 160 × 44 box the site draws.
 */
export function renderWordmark(name: string, colour: string): string {
  const label = name.trim() || 'Travel';
  // Roughly 0.55 em per character in a sans-serif face; never larger than 22 px, never below 9 px.
  const size = Math.max(9, Math.min(22, Math.floor(WIDTH / (label.length * 0.55))));
  const fill = /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : '#1f2937';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${escapeXml(label)}</title>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="${fill}">${escapeXml(label)}</text>` +
    `</svg>`
  );
}
