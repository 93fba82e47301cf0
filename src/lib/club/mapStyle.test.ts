import { mapStyleUrlOf } from './mapStyle';

describe('mapStyleUrlOf', () => {
  it.each([
    [undefined, null],
    [{ style_url: null, key: null }, null],
    [{ style_url: '  ', key: 'k' }, null],
    // A style that wants a key the club has not set: no map rather than a broken one.
    [{ style_url: 'https://maps.example/style.json?key={key}', key: null }, null],
    [{ style_url: 'https://maps.example/style.json?key={key}', key: ' ' }, null],
    [{ style_url: 'javascript:alert(1)', key: null }, null],
    [{ style_url: 'not a url', key: null }, null],
    [
      { style_url: 'http://127.0.0.1:4000/assets/maps/plain-style.json', key: null },
      'http://127.0.0.1:4000/assets/maps/plain-style.json',
    ],
    [
      { style_url: 'https://maps.example/style.json?key={key}', key: 'ab c' },
      'https://maps.example/style.json?key=ab%20c',
    ],
    // A key without a placeholder is the provider's business (sent another way): the style as is.
    [{ style_url: 'https://maps.example/style.json', key: 'abc' }, 'https://maps.example/style.json'],
  ])('%j → %s', (maps, expected) => {
    expect(mapStyleUrlOf(maps)).toBe(expected);
  });
});
