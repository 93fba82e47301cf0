import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import sharp from 'sharp';

/**
 * A club's uploaded logo: PNG, WebP or SVG up to 512 KB, its type read from its bytes (never from
 * the browser's word). A raster image must decode. An SVG with anything active or outside itself
 * is refused, not quietly repaired, so the operator knows the file was hostile: a script, an event
 * attribute, embedded HTML (foreignObject), a reference to another document (href, src, url(),
 * @import, xml-stylesheet), a DOCTYPE or entity. What passes is then kept to an allowlist of SVG
 * elements and attributes (sanitize-html in XML mode), so anything unknown is dropped as well.
 */

export const MAX_LOGO_BYTES = 512 * 1024;

export type LogoProblem = 'missing' | 'tooLarge' | 'badType' | 'unsafeSvg' | 'badImage';

export interface CheckedLogo {
  contentType: 'image/png' | 'image/webp' | 'image/svg+xml';
  content: Buffer;
  fileName: string;
}

const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'style',
  'metadata',
];

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'transform',
  'preserveAspectRatio',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'patternUnits',
  'patternTransform',
  'filter',
  'filterUnits',
  'stdDeviation',
  'dx',
  'dy',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'href',
  'xlink:href',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'xml:space',
  'display',
  'visibility',
  'vector-effect',
  'paint-order',
];

const FORBIDDEN_TAGS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'image',
  'feimage',
  'a',
  'handler',
  'listener',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'video',
  'audio',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'html',
  'body',
]);

/** CSS that reaches outside the file: url() other than `url(#id)`, @import, expressions, behaviours. */
const OUTSIDE_CSS = /url\s*\(\s*(?!['"]?#)|@import|expression\s*\(|behavior\s*:|-moz-binding|javascript:/i;

/** Whether the SVG text holds anything active or outside itself. */
export function isHostileSvg(svg: string): boolean {
  if (/<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i.test(svg)) return true;
  if (!/<svg[\s>]/i.test(svg)) return true;
  // Style sheets are raw text to the parser: CSS reaching outside is looked for in the whole file.
  if (OUTSIDE_CSS.test(svg)) return true;
  let hostile = false;
  // A pass that keeps everything, only to look at every tag with all its attributes and every text.
  sanitizeHtml(svg, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // Every text is looked at, the insides of <style> included.
    nonTextTags: [],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      '*': (tagName, attribs) => {
        if (FORBIDDEN_TAGS.has(tagName.toLowerCase())) hostile = true;
        for (const [name, value] of Object.entries(attribs)) {
          const attribute = name.toLowerCase();
          if (attribute.startsWith('on')) hostile = true;
          if (
            (attribute === 'href' || attribute.endsWith(':href') || attribute === 'src') &&
            !value.trim().startsWith('#')
          ) {
            hostile = true;
          }
          if (OUTSIDE_CSS.test(value) || /javascript:|data:/i.test(value)) hostile = true;
        }
        return { tagName, attribs };
      },
    },
    textFilter: (text) => {
      if (OUTSIDE_CSS.test(text)) hostile = true;
      return text;
    },
  });
  return hostile;
}

/** The SVG kept to the allowlist (after `isHostileSvg` said it is safe). */
export function sanitiseSvg(svg: string): string {
  const clean = sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowProtocolRelative: false,
    allowVulnerableTags: true,
    nonTextTags: ['script', 'textarea', 'option', 'noscript'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  });
  return clean.trim();
}

const isPng = (bytes: Buffer) =>
  bytes.length > 8 &&
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isWebp = (bytes: Buffer) =>
  bytes.length > 12 &&
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

const nameOf = (content: Buffer, extension: string) =>
  `logo-${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${extension}`;

/** The uploaded file checked: the logo to store, or why not. */
export async function checkLogo(file: File | undefined): Promise<CheckedLogo | { problem: LogoProblem }> {
  if (!file || file.size === 0) return { problem: 'missing' };
  if (file.size > MAX_LOGO_BYTES) return { problem: 'tooLarge' };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (isPng(bytes) || isWebp(bytes)) {
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null);
    const format = isPng(bytes) ? 'png' : 'webp';
    if (!metadata || metadata.format !== format || !metadata.width || !metadata.height)
      return { problem: 'badImage' };
    return { contentType: `image/${format}`, content: bytes, fileName: nameOf(bytes, format) };
  }
  const text = bytes.toString('utf8');
  const looksLikeSvg = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
    text,
  );
  // Anything that claims to be an SVG and is hostile is said to be so, even when it is also malformed.
  if (/<svg[\s>]/i.test(text) && isHostileSvg(text)) return { problem: 'unsafeSvg' };
  if (!looksLikeSvg || text.includes('\uFFFD')) return { problem: 'badType' };
  const clean = sanitiseSvg(text.replace(/^\s*<\?xml[^>]*\?>/, ''));
  if (!/^<svg[\s>]/.test(clean)) return { problem: 'badImage' };
  const content = Buffer.from(clean, 'utf8');
  return { contentType: 'image/svg+xml', content, fileName: nameOf(content, 'svg') };
}
