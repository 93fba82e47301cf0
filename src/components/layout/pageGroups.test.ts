import { describe, expect, it } from 'vitest';
import {
  isCheckoutPage,
  moduleOfPath,
  normalizePath,
  pageGroupOf,
  pageStyleOf,
  showsInfoLinks,
  showsModuleTabs,
  type PageGroup,
} from './pageGroups';

describe('pageGroupOf', () => {
  const table: [string, PageGroup][] = [
    ['/', 'home'],
    ['', 'home'],
    ['/about-us', 'cms'],
    ['/contact-us', 'cms'],
    ['/cms/terms-and-conditions', 'cms'],
    ['/cms/privacy-policy', 'cms'],
    ['/cms/anything-else', 'cms'],
    ['/privacy-policy', 'cms'],
    ['/terms-and-conditions', 'cms'],
    ['/flights', 'search'],
    ['/hotels', 'search'],
    ['/hotels/details', 'search'],
    ['/flights/checkout', 'checkout'],
    ['/hotels/checkout', 'checkout'],
    ['/checkout', 'checkout'],
    ['/my-account', 'other'],
    ['/my-bookings', 'other'],
    ['/my-bookings/flights/12', 'other'],
    ['/thankyou', 'other'],
    ['/agent-login', 'other'],
    ['/error/404', 'other'],
    ['/cms', 'other'],
    ['/flights/unknown', 'other'],
    ['/about-us/', 'cms'],
    ['/Flights', 'search'],
    ['/flights?from=DXB', 'search'],
    ['/hotels/checkout#pay', 'checkout'],
  ];
  it.each(table)('%s is %s', (path, group) => {
    expect(pageGroupOf(path)).toBe(group);
  });
});

describe('helpers', () => {
  it('normalises paths', () => {
    expect(normalizePath('//about-us//')).toBe('/about-us');
    expect(normalizePath('flights')).toBe('/flights');
    expect(normalizePath('/?x=1')).toBe('/');
  });

  it('maps groups to the three page styles', () => {
    expect(pageStyleOf('/')).toBe('home');
    expect(pageStyleOf('/cms/privacy-policy')).toBe('cms');
    expect(pageStyleOf('/flights')).toBe('other');
    expect(pageStyleOf('/checkout')).toBe('other');
  });

  it.each<[PageGroup, boolean, boolean]>([
    ['home', true, false],
    ['cms', true, false],
    ['search', false, true],
    ['checkout', false, false],
    ['other', false, false],
  ])('%s: info links %s, module tabs %s', (group, info, tabs) => {
    expect(showsInfoLinks(group)).toBe(info);
    expect(showsModuleTabs(group)).toBe(tabs);
  });

  it('detects checkout pages', () => {
    expect(isCheckoutPage('/flights/checkout')).toBe(true);
    expect(isCheckoutPage('/flights')).toBe(false);
  });

  it('finds the module of a path', () => {
    expect(moduleOfPath('/flights')).toBe('flights');
    expect(moduleOfPath('/hotels/details')).toBe('hotels');
    expect(moduleOfPath('/')).toBeNull();
  });
});
