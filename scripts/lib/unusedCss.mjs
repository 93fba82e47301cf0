// Drops the render-blocking stylesheet's rules for classes that no source file names (most of
// Bootstrap's utility, grid and component variants the site never uses), with PurgeCSS.
//
// What names a class: any word in src/, messages/ or sandbox/ (PurgeCSS's default extractor, so a
// class in a string, a className or a test keeps its rules). A class made by a template string
// (`site-header--${group}`, `skeleton--${shape}`) is kept by its prefix: every `prefix-${` /
// `prefix_${` in the sources keeps the classes that start with it. Element, attribute and
// pseudo-class selectors are kept as they are.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';

/** Where class names are written: folders and the file endings read in them. */
export const CONTENT = [
  ['src', /\.tsx?$/],
  ['messages', /\.json$/],
  ['sandbox', /\.ts$/],
];

function filesUnder(dir, ending) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const entry = path.join(dir, name);
    if (statSync(entry).isDirectory()) return filesUnder(entry, ending);
    return ending.test(name) ? [entry] : [];
  });
}

/** The prefixes of classes built with template strings: `a-b--${x}` gives `a-b--`. */
export function templatePrefixes(source) {
  const prefixes = new Set();
  for (const match of source.matchAll(/([A-Za-z][\w-]*[-_])\$\{/g)) prefixes.add(match[1]);
  return [...prefixes];
}

/**
 * Every HTML element (and the common attributes) keeps its rules: markup also comes from the club's content pages and from
 * libraries, whose elements no source file here spells.
 */
const HTML_ELEMENTS = `html head body main header footer nav section article aside div span p a
  h1 h2 h3 h4 h5 h6 hgroup ul ol li dl dt dd table caption thead tbody tfoot tr th td col colgroup
  form fieldset legend label input button select option optgroup textarea output progress meter
  img picture figure figcaption svg video audio iframe canvas hr br b i u s em strong small mark
  abbr cite code kbd samp var pre blockquote q sub sup time address details summary dialog template
  slot bdi bdo ins del
  type button submit reset checkbox radio range file search color date hidden disabled readonly
  required role dir rtl ltr lang title open tabindex aria-hidden aria-disabled aria-expanded
  aria-current aria-selected aria-invalid aria-busy aria-pressed`;

/**
 * Classes that libraries build at run time, which no source here spells but our stylesheets theme:
 * react-day-picker's `rdp-…` (`rdp-${name}` inside the library).
 */
export const LIBRARY_CLASS_PREFIXES = ['rdp-'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `css` without the rules that only name classes no file under `root` (CONTENT) uses.
 * `extraContent`: more text that names classes (tests use it instead of files).
 */
export async function withoutUnusedRules(css, { root, extraContent = '' } = {}) {
  const files = root ? CONTENT.flatMap(([dir, ending]) => filesUnder(path.join(root, dir), ending)) : [];
  const sources = [...files.map((file) => readFileSync(file, 'utf8')), HTML_ELEMENTS, extraContent];
  const prefixes = [...new Set([...sources.flatMap(templatePrefixes), ...LIBRARY_CLASS_PREFIXES])];
  const [result] = await new PurgeCSS().purge({
    content: sources.map((raw) => ({ raw, extension: 'html' })),
    css: [{ raw: css }],
    safelist: { standard: prefixes.map((prefix) => new RegExp(`^${escape(prefix)}`)) },
    // Custom properties, keyframes and fonts stay: the theme sets variables at run time.
    variables: false,
    keyframes: false,
    fontFace: false,
  });
  return result.css;
}
