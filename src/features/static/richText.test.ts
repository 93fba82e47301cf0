import { describe, expect, it } from 'vitest';
import {
  isAllowedHref,
  needsTableOfContents,
  sanitizeRichText,
  summaryOf,
  SUMMARY_MAX_CHARS,
} from './richText';

const clean = (html: string) => sanitizeRichText(html).html;

describe('sanitizeRichText', () => {
  it.each([
    ['a script element and its text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an inline handler', '<p onclick="steal()">Hi</p><img src="x" onerror="alert(1)">', '<p>Hi</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">click</a></p>', '<p>click</p>'],
    ['a JavaScript: link in mixed case with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', 'x'],
    ['a style attribute and element', '<p style="color:red">Hi</p><style>p{}</style>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['a form and its input', '<form action="/x"><input name="a"></form><p>Hi</p>', '<p>Hi</p>'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle /></svg><p>Hi</p>', '<p>Hi</p>'],
  ])('removes %s', (_what, dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it('keeps the allowed tags', () => {
    const html =
      '<h2 id="bookings">Bookings</h2><h3 id="prices">Prices</h3><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(clean(html)).toBe(html);
  });

  it('keeps http(s), mailto, tel and site links, and opens external ones safely in a new tab', () => {
    expect(clean('<a href="mailto:a@b.test">m</a>')).toBe('<a href="mailto:a@b.test">m</a>');
    expect(clean('<a href="tel:+97145550142">t</a>')).toBe('<a href="tel:+97145550142">t</a>');
    expect(clean('<a href="/contact-us" target="_top">c</a>')).toBe('<a href="/contact-us">c</a>');
    expect(clean('<a href="https://iata.org">i</a>')).toBe(
      '<a href="https://iata.org" target="_blank" rel="noopener noreferrer">i</a>',
    );
  });

  it('puts the page locale in front of links to paths on this site', () => {
    const html = '<a href="/contact-us">c</a><a href="/">h</a><a href="/ar/about-us">a</a><a href="#x">x</a>';
    expect(sanitizeRichText(html, { locale: 'ar' }).html).toBe(
      '<a href="/ar/contact-us">c</a><a href="/ar">h</a><a href="/ar/about-us">a</a><a href="#x">x</a>',
    );
  });

  it('drops heading ids that are not plain slugs or that the page uses itself', () => {
    expect(clean('<h2 id="Bad Id">A</h2>')).toBe('<h2>A</h2>');
    expect(clean('<h2 id="main-content">A</h2>')).toBe('<h2>A</h2>');
  });

  it('lists the h2 and h3 headings with ids for the table of contents', () => {
    const { headings } = sanitizeRichText(
      '<h2 id="one">One &amp; only</h2><p>x</p><h3 id="one-a">One <em>A</em></h3><h2>No id</h2><h2 id="two">Two</h2><h2 id="one">Again</h2>',
    );
    expect(headings).toEqual([
      { id: 'one', text: 'One & only', level: 2 },
      { id: 'one-a', text: 'One A', level: 3 },
      { id: 'two', text: 'Two', level: 2 },
    ]);
  });

  it('asks for a table of contents from five main sections', () => {
    const entry = (id: string, level: 2 | 3) => ({ id, text: id, level });
    const four = ['a', 'b', 'c', 'd'].map((id) => entry(id, 2));
    expect(needsTableOfContents([...four, entry('e', 3)])).toBe(false);
    expect(needsTableOfContents([...four, entry('e', 2)])).toBe(true);
  });
});

describe('isAllowedHref', () => {
  it.each([
    ['https://x.test', true],
    ['http://x.test', true],
    ['mailto:a@b.test', true],
    ['tel:+1', true],
    ['/terms-and-conditions', true],
    ['#bookings', true],
    ['//x.test', false],
    ['/\\x.test', false],
    ['javascript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['ftp://x.test', false],
  ])('%s → %s', (href, allowed) => {
    expect(isAllowedHref(href)).toBe(allowed);
  });
});

describe('summaryOf', () => {
  it.each([
    [
      '<h2 id="a">Who we are</h2><p>Skyline <strong>Travel</strong> books flights.</p><p>More.</p>',
      'Skyline Travel books flights.',
    ],
    ['<p>Fish &amp; chips <script>alert(1)</script>for two</p>', 'Fish & chips for two'],
    ['<p>نخلة للرحلات   تخطط\nلرحلاتك</p>', 'نخلة للرحلات تخطط لرحلاتك'],
    ['<p>   </p>', undefined],
  ])('%s → %s', (html, expected) => {
    expect(summaryOf(html)).toBe(expected);
  });

  it('cuts a long paragraph at a word, within the length of a search result', () => {
    const long = `<p>${'booking '.repeat(40)}</p>`;
    const summary = summaryOf(long)!;
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).toMatch(/booking…$/);
  });
});
