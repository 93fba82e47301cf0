import { describe, expect, it } from 'vitest';
import { isAgentOnlyPath, siteTypeFor } from './siteType';
import { withTrustedClubHeaders } from './requestHeaders';

describe('siteTypeFor', () => {
  const agentUrl = 'http://agent.skyline.localhost:3000';
  it.each([
    ['http://agent.skyline.localhost:3000', agentUrl, 'agent'],
    ['http://AGENT.skyline.localhost:3000', agentUrl, 'agent'],
    ['http://skyline.localhost:3000', agentUrl, 'customer'],
    ['http://agent.skyline.localhost:3001', agentUrl, 'customer'],
    ['https://agent.skyline.localhost:3000', agentUrl, 'customer'],
    ['http://agent.skyline.localhost:3000', '', 'customer'],
    ['http://agent.skyline.localhost:3000', 'not a url', 'customer'],
  ])('%s with agent URL %s is %s', (origin, agent, expected) => {
    expect(siteTypeFor(origin, agent)).toBe(expected);
  });
});

describe('isAgentOnlyPath', () => {
  it.each([
    ['/agent-login', true],
    ['/agent-login/', true],
    ['/agent-login/thank-you', true],
    ['/agent-login/details', true],
    ['/agent-review', true],
    ['/Agent-Review', true],
    ['/', false],
    ['/agent-login/other', false],
    ['/flights', false],
  ])('%s → %s', (path, expected) => {
    expect(isAgentOnlyPath(path)).toBe(expected);
  });
});

describe('withTrustedClubHeaders', () => {
  it('drops client-sent club headers and sets the proxy’s own', () => {
    const incoming = new Headers({
      'x-club-id': '999',
      'x-site-type': 'agent',
      'x-club-status': 'found',
      accept: 'text/html',
    });
    const headers = withTrustedClubHeaders(incoming, {
      host: 'skyline.localhost:3000',
      clubId: 101,
      siteType: 'customer',
      status: 'found',
    });
    expect(headers.get('x-club-id')).toBe('101');
    expect(headers.get('x-site-type')).toBe('customer');
    expect(headers.get('accept')).toBe('text/html');
  });

  it('leaves no client club id when the proxy has none to give', () => {
    const headers = withTrustedClubHeaders(new Headers({ 'x-club-id': '999', 'x-site-type': 'agent' }), {
      host: 'x.test',
      status: 'unknown',
    });
    expect(headers.get('x-club-id')).toBeNull();
    expect(headers.get('x-site-type')).toBeNull();
  });

  it('marks a home page only when the proxy says so, never because the client sent the header', () => {
    const spoofed = new Headers({ 'x-home-page': '1' });
    expect(
      withTrustedClubHeaders(spoofed, { host: 'x.test', status: 'found' }).get('x-home-page'),
    ).toBeNull();
    expect(
      withTrustedClubHeaders(spoofed, { host: 'x.test', status: 'found', homePage: true }).get('x-home-page'),
    ).toBe('1');
  });
});
