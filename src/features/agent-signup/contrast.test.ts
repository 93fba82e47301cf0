import { describe, expect, it } from 'vitest';
import { checkColour, formatRatio } from './contrast';

describe('the contrast check of a chosen colour', () => {
  it.each([
    ['#000000', '#ffffff', true],
    ['#fff', '#111111', true],
    ['#1d4f91', '#ffffff', true],
    ['#ffcc00', '#111111', true],
    // Mid-tones on which neither white nor near-black reaches 4.5:1.
    ['#777777', '#ffffff', false],
    ['#7a7a7a', '#111111', false],
  ])('%s → text %s, passes AA: %s', (colour, text, passes) => {
    const check = checkColour(colour);
    expect(check?.text).toBe(text);
    expect(check?.passes).toBe(passes);
    expect(check!.ratio >= 4.5).toBe(passes);
  });

  it.each(['', '#12', 'red', '#12345g', 'url(x)'])('has no verdict for %j', (colour) => {
    expect(checkColour(colour)).toBeNull();
  });

  it('rounds the ratio down, never up past the threshold', () => {
    expect(formatRatio(4.46)).toBe('4.4');
    expect(formatRatio(21)).toBe('21.0');
  });
});
