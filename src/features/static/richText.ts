import sanitizeHtml, { type Transformer } from 'sanitize-html';

/**
 * The club API's rich text (about, terms, privacy…) made safe to put in a page: an allow-list of
 * tags and attributes, links only to http(s), mailto, tel or a path on this site, external links
 * opened with rel="noopener noreferrer", heading ids kept only when they are plain slugs. Runs on
 * the server; the browser receives only the cleaned HTML.
 */

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RichText {
  html: string;
  /** The h2 and h3 headings that carry an id, in document order. */
  headings: TocEntry[];
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const HEADING_ID = /^[a-z][a-z0-9-]{0,80}$/;
/** Ids the page itself uses; a heading may not take one over. */
const RESERVED_IDS: ReadonlySet<string> = new Set(['main-content', 'toc', 'document-title']);

function isSafeId(id: string | undefined): id is string {
  return id !== undefined && HEADING_ID.test(id) && !RESERVED_IDS.has(id);
}

/** A link stays when it is http(s), mailto or tel, or a path on this site (not `//host`). */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (value.startsWith('#')) return true;
  return /^(https?:|mailto:|tel:)/i.test(value);
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

/** A heading keeps its id only when it is a plain slug the page does not use itself. */
const keepSafeId: Transformer = (tagName, attribs) => {
  const kept: Record<string, string> = {};
  if (isSafeId(attribs.id)) kept.id = attribs.id;
  return { tagName, attribs: kept };
};

/**
 * A link keeps only a safe href (see `isAllowedHref`; otherwise its text alone stays). External
 * links open in a new tab without access to this page; site paths get the page's locale.
 */
function safeLink(locale: string | undefined): Transformer {
  return (tagName, attribs) => {
    const href = attribs.href?.trim();
    const kept: Record<string, string> = {};
    if (!href || !isAllowedHref(href)) return { tagName: 'span', attribs: kept };
    if (isExternal(href)) Object.assign(kept, { href, target: '_blank', rel: 'noopener noreferrer' });
    else kept.href = localised(href, locale);
    return { tagName, attribs: kept };
  };
}

/** A path on this site gets the page's locale in front (`/contact-us` → `/ar/contact-us`). */
function localised(href: string, locale: string | undefined): string {
  if (!locale || !href.startsWith('/')) return href;
  if (/^\/(en|ar)(\/|$|[?#])/.test(href)) return href;
  return `/${locale}${href === '/' ? '' : href}`;
}

export interface SanitizeOptions {
  /** The page's locale, put in front of links to paths on this site. */
  locale?: string;
}

export function sanitizeRichText(dirty: string, { locale }: SanitizeOptions = {}): RichText {
  const headings: TocEntry[] = [];
  const html = sanitizeHtml(dirty, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'], h2: ['id'], h3: ['id'], th: ['scope'] },
    // Other schemes are refused by sanitize-html; `isAllowedHref` below refuses the rest.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
    transformTags: {
      a: safeLink(locale),
      h2: keepSafeId,
      h3: keepSafeId,
    },
    exclusiveFilter: (frame) => {
      if ((frame.tag === 'h2' || frame.tag === 'h3') && frame.attribs.id) {
        const text = frame.text.replace(/\s+/g, ' ').trim();
        if (text) headings.push({ id: frame.attribs.id, text, level: frame.tag === 'h2' ? 2 : 3 });
      }
      // A refused link keeps its text (its tag goes); an empty link goes.
      return frame.tag === 'a' && !frame.text.trim();
    },
  });
  const unique = new Set<string>();
  return {
    html,
    headings: headings.filter((heading) => !unique.has(heading.id) && unique.add(heading.id)),
  };
}

/** A document gets a table of contents when it has at least this many main sections. */
export const TOC_MIN_SECTIONS = 5;

export function needsTableOfContents(headings: readonly TocEntry[]): boolean {
  return headings.filter((heading) => heading.level === 2).length >= TOC_MIN_SECTIONS;
}

/** A search result's length for a page description. */
export const SUMMARY_MAX_CHARS = 160;

/**
 * Plain text for the page's description: the document's first paragraph with its tags (and any
 * markup that is not text) removed, cut at a word before {@link SUMMARY_MAX_CHARS} characters.
 */
export function summaryOf(dirty: string): string | undefined {
  const paragraph = /<p[\s>][^]*?<\/p>/i.exec(dirty)?.[0] ?? dirty;
  const text = sanitizeHtml(paragraph, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length <= SUMMARY_MAX_CHARS) return text;
  const cut = text.slice(0, SUMMARY_MAX_CHARS - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،؛]+$/, '')}…`;
}
