// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pngToIco } from './ico';
import { isPngIconFile, squareLogoSvg } from './icons';

function rootOf(svg: string | null): string {
  return /<svg\b[^>]*>/.exec(svg ?? '')?.[0] ?? '';
}

describe('squareLogoSvg', () => {
  it.each(['skyline', 'nakhla'])("cuts the demo club %s's wide logo to its leading square mark", (club) => {
    const logo = readFileSync(
      new URL(`../../../sandbox/assets/clubs/${club}/logo.svg`, import.meta.url),
      'utf8',
    );
    const root = rootOf(squareLogoSvg(logo));
    expect(root).toContain('viewBox="0 0 64 64"');
    expect(root).toContain('width="64"');
    expect(root).toContain('height="64"');
  });

  it('keeps a square logo whole', () => {
    expect(rootOf(squareLogoSvg('<svg viewBox="0 0 100 100"><rect/></svg>'))).toContain(
      'viewBox="0 0 100 100"',
    );
  });

  it('centres a tall logo vertically', () => {
    expect(rootOf(squareLogoSvg("<svg viewBox='0 0 50 150'></svg>"))).toContain('viewBox="0 50 50 50"');
  });

  it('takes the size from width and height when there is no viewBox', () => {
    const root = rootOf(squareLogoSvg('<svg width="300" height="100"><g/></svg>'));
    expect(root).toContain('viewBox="0 0 100 100"');
    expect(root).toContain('width="100"');
  });

  it.each([
    '',
    '<html></html>',
    '<svg><g/></svg>',
    '<svg viewBox="0 0 0 10"></svg>',
    '<svg viewBox="a b c d"></svg>',
  ])('gives up on %j', (text) => {
    expect(squareLogoSvg(text)).toBeNull();
  });
});

describe('pngToIco', () => {
  it('wraps a PNG in a one-image ICO', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = pngToIco(png, 32);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(view.getUint32(14, true)).toBe(png.byteLength);
    expect(view.getUint32(18, true)).toBe(22);
    expect([...ico.subarray(22)]).toEqual([...png]);
  });

  it('writes 0 for a 256 px image, as the format says', () => {
    expect([...pngToIco(new Uint8Array([1]), 256).subarray(6, 8)]).toEqual([0, 0]);
  });
});

describe('isPngIconFile', () => {
  it('knows only the icons the site makes', () => {
    expect(isPngIconFile('icon-192.png')).toBe(true);
    expect(isPngIconFile('apple-touch-icon.png')).toBe(true);
    expect(isPngIconFile('toString')).toBe(false);
    expect(isPngIconFile('../logo.svg')).toBe(false);
  });
});
