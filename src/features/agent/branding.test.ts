import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { loggedOut } from '@/store/sessionSlice';
import {
  agentBrandingLoaded,
  brandingVariables,
  safeHex,
  safeLogoUrl,
  selectAgentBranding,
} from './branding';

describe("an agent's branding before it reaches a style", () => {
  it.each([
    ['#1D4F91', '#1d4f91'],
    [' #0a5 ', '#0a5'],
    ['#12', null],
    ['#1234', null],
    ['1d4f91', null],
    ['red', null],
    ['#fff; background:url(x)', null],
    ['#000000}body{', null],
    ['red;}body{display:none', null],
    ['#abc;}body{display:none', null],
    [null, null],
  ])('colour %j → %j', (value, safe) => {
    expect(safeHex(value)).toBe(safe);
  });

  it.each([
    [
      'https://api.example.test/assets/agent-logo/ab12.png',
      'https://api.example.test/assets/agent-logo/ab12.png',
    ],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['not a url', null],
    [null, null],
  ])('logo %j → %j', (value, safe) => {
    expect(safeLogoUrl(value)).toBe(safe);
  });

  it('gives the colours with readable text colours, and nothing for a bad colour', () => {
    expect(brandingVariables({ logoUrl: null, primaryColor: '#1d4f91', secondaryColor: '#ffcc00' })).toEqual({
      '--agent-primary': '#1d4f91',
      '--agent-on-primary': '#ffffff',
      '--agent-primary-text': '#1d4f91',
      '--agent-secondary': '#ffcc00',
      '--agent-on-secondary': '#111111',
    });
    expect(brandingVariables({ logoUrl: null, primaryColor: 'expression(x)', secondaryColor: null })).toEqual(
      {},
    );
  });

  it('is forgotten at logout', () => {
    const store = makeStore({ language: 'en', currency: 'USD' });
    store.dispatch(agentBrandingLoaded({ logoUrl: null, primaryColor: '#123456', secondaryColor: '#abc' }));
    expect(Object.keys(selectAgentBranding(store.getState()).variables)).toHaveLength(5);
    store.dispatch(loggedOut());
    expect(selectAgentBranding(store.getState())).toEqual({ logoUrl: null, variables: {} });
  });
});
