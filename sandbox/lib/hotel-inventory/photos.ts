import { between, intBetween, pick } from '../flight-offers/hash';
import type { Hotel } from './types';

/**
 * The photos are drawn by the API: flat illustrations (facade, pool, lobby, restaurant, view and
 * rooms) whose colours and proportions are decided by the hotel and the photo number, so nothing
 * is fetched from the internet and no licence is needed. 0–5 are the hotel's, 10 and up a room
 * type's (two each, in room-type order).
 */

export const HOTEL_PHOTO_COUNT = 6;
const WIDTH = 800;
const HEIGHT = 533;

export function isHotelPhoto(hotel: Hotel, n: number): boolean {
  return (n >= 0 && n < HOTEL_PHOTO_COUNT) || hotel.roomTypes.some((room) => room.photos.includes(n));
}

const SKIES: [[string, string], ...[string, string][]] = [
  ['#7ec8f2', '#d9f0fb'],
  ['#f6b26b', '#fde3c8'],
  ['#5b8bd9', '#bcd5f5'],
  ['#f08a7e', '#fbd1c0'],
];
const WALLS = ['#e9dcc6', '#d8c3a5', '#f2ede4', '#c9d6df', '#e6d2c0', '#bfc9c2'] as const;
const ACCENTS = ['#1f6f8b', '#8b5e3c', '#2e7d32', '#6a1b9a', '#b23a48', '#37474f'] as const;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra}/>`;

function sky(seed: string): string {
  const [top, bottom] = pick(`sky|${seed}`, SKIES);
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, WIDTH, HEIGHT, 'url(#s)') +
    `<circle cx="${intBetween(`sun|${seed}`, 80, 720)}" cy="90" r="38" fill="#fff6d5" opacity="0.9"/>`
  );
}

function facade(seed: string, wall: string, accent: string): string {
  const floors = intBetween(`floors|${seed}`, 4, 12);
  const columns = intBetween(`columns|${seed}`, 5, 9);
  const width = between(`width|${seed}`, 380, 560);
  const x = (WIDTH - width) / 2;
  const floorHeight = Math.min(36, 380 / floors);
  const top = 470 - floors * floorHeight;
  const parts = [rect(x, top, width, 470 - top, wall), rect(x - 10, top - 14, width + 20, 14, accent)];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < columns; c++) {
      const cellWidth = width / columns;
      parts.push(
        rect(
          x + c * cellWidth + cellWidth * 0.2,
          top + f * floorHeight + 8,
          cellWidth * 0.6,
          floorHeight - 14,
          '#9cc3d9',
        ),
      );
    }
  }
  parts.push(rect(WIDTH / 2 - 40, 420, 80, 50, accent));
  parts.push(rect(0, 470, WIDTH, 63, '#9e9e8e'));
  return parts.join('');
}

function pool(seed: string, accent: string): string {
  const palms = intBetween(`palms|${seed}`, 1, 3);
  const parts = [
    rect(0, 300, WIDTH, 233, '#e8dcc0'),
    `<ellipse cx="400" cy="420" rx="330" ry="80" fill="#3fb6d8"/>`,
  ];
  for (let p = 0; p < palms; p++) {
    const x = 120 + p * 260 + intBetween(`palm|${seed}|${p}`, -30, 30);
    parts.push(rect(x, 170, 14, 170, '#7a5a3a'));
    parts.push(`<ellipse cx="${x + 7}" cy="170" rx="80" ry="26" fill="#2e7d32"/>`);
  }
  parts.push(rect(60, 330, 120, 12, accent), rect(620, 330, 120, 12, accent));
  return parts.join('');
}

function interior(seed: string, wall: string, accent: string, kind: 'lobby' | 'restaurant' | 'room'): string {
  const parts = [rect(0, 0, WIDTH, HEIGHT, wall), rect(0, 380, WIDTH, 153, '#a1887f')];
  parts.push(rect(520, 70, 220, 200, '#bfe3f5'), rect(520, 165, 220, 6, wall), rect(626, 70, 6, 200, wall));
  if (kind === 'room') {
    const bedWidth = between(`bed|${seed}`, 300, 420);
    parts.push(rect(60, 250, bedWidth, 40, accent), rect(60, 290, bedWidth, 120, '#fafafa'));
    parts.push(rect(80, 270, 90, 30, '#eeeeee'), rect(190, 270, 90, 30, '#eeeeee'));
    parts.push(rect(60 + bedWidth + 20, 330, 70, 80, '#6d4c41'));
  } else if (kind === 'restaurant') {
    for (let t = 0; t < 3; t++) {
      const x = 60 + t * 160;
      parts.push(
        `<ellipse cx="${x + 60}" cy="380" rx="70" ry="16" fill="#fafafa"/>`,
        rect(x + 55, 380, 10, 70, '#5d4037'),
      );
    }
  } else {
    parts.push(rect(80, 300, 300, 90, accent), rect(80, 280, 300, 24, '#d7ccc8'));
    parts.push(`<circle cx="400" cy="60" r="30" fill="#ffe082"/>`, rect(398, 0, 4, 30, '#8d6e63'));
  }
  return parts.join('');
}

function view(seed: string): string {
  const parts: string[] = [rect(0, 320, WIDTH, 213, '#4a90b8')];
  for (let b = 0; b < 9; b++) {
    const height = intBetween(`tower|${seed}|${b}`, 80, 260);
    parts.push(
      rect(
        b * 90 + 10,
        320 - height,
        70,
        height,
        pick(`tone|${seed}|${b}`, ['#607d8b', '#78909c', '#90a4ae']),
      ),
    );
  }
  return parts.join('');
}

/** The SVG of photo `n` of a hotel (callers check `isHotelPhoto` first). */
export function hotelPhotoSvg(hotel: Hotel, n: number): string {
  const seed = `${hotel.id}|${n}`;
  const wall = pick(`wall|${hotel.id}`, [...WALLS] as [string, ...string[]]);
  const accent = pick(`accent|${hotel.id}`, [...ACCENTS] as [string, ...string[]]);
  let body: string;
  if (n >= 10) body = interior(seed, wall, accent, 'room');
  else if (n === 0) body = sky(seed) + facade(`${hotel.id}`, wall, accent);
  else if (n === 1) body = sky(seed) + pool(seed, accent);
  else if (n === 2) body = interior(seed, wall, accent, 'lobby');
  else if (n === 3) body = interior(seed, wall, accent, 'restaurant');
  else if (n === 4) body = interior(seed, wall, accent, 'room');
  else body = sky(seed) + view(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" ` +
    `role="img" aria-label="${escapeXml(hotel.name.en)}">${body}</svg>`
  );
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
