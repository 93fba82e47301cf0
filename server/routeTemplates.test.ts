import { describe, expect, it } from 'vitest';
import { createRouteTemplates } from './routeTemplates.mjs';

const templateOf = createRouteTemplates([
  '/[locale]',
  '/[locale]/about-us',
  '/[locale]/[slug]',
  '/[locale]/flights/results',
  '/[locale]/bookings/[...rest]',
  '/api/flags/[code]',
  '/robots.txt',
  '/club-unavailable',
]);

describe('route templates', () => {
  it.each([
    ['/en', '/[locale]'],
    ['/ar/about-us', '/[locale]/about-us'],
    ['/ar/terms', '/[locale]/[slug]'],
    ['/en/flights/results?from=DXB&to=LHR', '/[locale]/flights/results'],
    ['/en/bookings/ABC123/detail', '/[locale]/bookings/[...rest]'],
    ['/api/flags/ae', '/api/flags/[code]'],
    ['/robots.txt', '/robots.txt'],
    ['/_next/static/chunks/abc.js', '/_next/static/*'],
    ['/_next/image?url=x', '/_next/image'],
    ['/styles/app.ltr.123.css', '/styles/*'],
    ['/', '/'],
    ['/wp-login.php', '(file)'],
    ['/a/b/c/d/e', '(other)'],
  ])('%s → %s', (url, template) => {
    expect(templateOf(url)).toBe(template);
  });
});
