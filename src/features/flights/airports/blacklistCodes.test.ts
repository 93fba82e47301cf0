import { describe, expect, it } from 'vitest';
import { blacklistCodes } from './blacklistCodes';

describe('blacklistCodes', () => {
  it.each([
    ['objects (the reference API)', [{ airportCode: 'dxb' }, { airportCode: 'LHR' }], ['DXB', 'LHR']],
    ['strings (a club API after the specification)', ['DXB', ' jfk '], ['DXB', 'JFK']],
    ['a mixture', ['DXB', { airportCode: 'CAI' }], ['DXB', 'CAI']],
    ['junk entries skipped', [null, 7, { code: 'DXB' }, 'TOOLONG', { airportCode: 'AUH' }], ['AUH']],
    ['no list', null, []],
  ])('reads %s', (_, entries, codes) => {
    expect(blacklistCodes(entries)).toEqual(codes);
  });
});
