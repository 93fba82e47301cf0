import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, checkLogo, isHostileSvg, sanitiseSvg } from './logo';

const file = (content: string | Buffer, name = 'logo.svg') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name);

const GOOD_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0b4f8a"/><stop offset="1" stop-color="#13a3a0"/></linearGradient></defs>
  <style>.t { font: 700 20px sans-serif; fill: url(#g); }</style>
  <rect width="120" height="40" rx="6" fill="url(#g)"/>
  <use xlink:href="#g"/>
  <text x="10" y="27" class="t">Desert</text>
</svg>`;

const HOSTILE: [string, string][] = [
  ['a script element', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  [
    'a namespaced script',
    '<svg xmlns="http://www.w3.org/2000/svg"><svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script></svg>'.replace(
      '<svg:script',
      '<script',
    ),
  ],
  [
    'an onload attribute',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  ],
  [
    'an upper-case event attribute',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK="alert(1)" width="1" height="1"/></svg>',
  ],
  [
    'foreignObject',
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.test"/></body></foreignObject></svg>',
  ],
  [
    'an external image',
    '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.test/x.png" width="1" height="1"/></svg>',
  ],
  [
    'an external use',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.test/sprite.svg#a"/></svg>',
  ],
  [
    'a javascript link',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>',
  ],
  [
    'CSS @import',
    '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url("https://evil.test/x.css");</style></svg>',
  ],
  [
    'a CSS url() to another site',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url(https://evil.test/track)" width="1" height="1"/></svg>',
  ],
  [
    'an entity declaration',
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
  ],
  [
    'an xml-stylesheet',
    '<?xml-stylesheet href="https://evil.test/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
  ],
  [
    'an animation that rewrites a link',
    '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a></svg>',
  ],
  [
    'a data: URL',
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2Zz4="/></svg>',
  ],
];

describe('SVG logos', () => {
  it.each(HOSTILE)('refuses %s', async (_, svg) => {
    expect(isHostileSvg(svg)).toBe(true);
    expect(await checkLogo(file(svg))).toEqual({ problem: 'unsafeSvg' });
  });

  it('keeps a plain logo with gradients, local references and a style sheet', async () => {
    expect(isHostileSvg(GOOD_SVG)).toBe(false);
    const checked = await checkLogo(file(GOOD_SVG));
    if (!('content' in checked)) throw new Error(checked.problem);
    expect(checked.contentType).toBe('image/svg+xml');
    expect(checked.fileName).toMatch(/^logo-[0-9a-f]{16}\.svg$/);
    const kept = checked.content.toString('utf8');
    expect(kept).toMatch(/^<svg /);
    expect(kept).toContain('viewBox="0 0 120 40"');
    expect(kept).toContain('xlink:href="#g"');
    expect(kept).toContain('<linearGradient id="g">');
    expect(kept).toContain('fill: url(#g)');
  });

  it('drops what the allowlist does not know', () => {
    const clean = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><blink>x</blink><rect data-x="1" width="2"/></svg>',
    );
    expect(clean).toBe('<svg xmlns="http://www.w3.org/2000/svg">x<rect width="2"></rect></svg>');
  });
});

describe('raster logos and the size limit', () => {
  it('accepts a PNG and a WebP by their bytes, whatever their name', async () => {
    const png = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#0b4f8a' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect(await checkLogo(file(png, 'logo.svg'))).toMatchObject({ contentType: 'image/png' });
    expect(await checkLogo(file(webp, 'x'))).toMatchObject({ contentType: 'image/webp' });
  });

  it('refuses a broken PNG, another type, an empty file and one over 512 KB', async () => {
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(40),
    ]);
    expect(await checkLogo(file(broken, 'a.png'))).toEqual({ problem: 'badImage' });
    expect(await checkLogo(file('GIF89a....', 'a.gif'))).toEqual({ problem: 'badType' });
    expect(await checkLogo(file('<html><script>alert(1)</script></html>', 'a.svg'))).toEqual({
      problem: 'badType',
    });
    expect(await checkLogo(file(''))).toEqual({ problem: 'missing' });
    expect(await checkLogo(file(Buffer.alloc(MAX_LOGO_BYTES + 1, 0x20)))).toEqual({ problem: 'tooLarge' });
  });
});
