import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darkenForText,
  parseHexColour,
  readableTextOn,
  themeContrastVariables,
} from './themeContrast';

describe('theme contrast', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['#1D4F91', [29, 79, 145]],
    ['#1d4f91cc', [29, 79, 145]],
    ['rgb(1,2,3)', null],
    ['#12345', null],
  ])('parses %s', (input, rgb) => {
    expect(parseHexColour(input)).toEqual(rgb);
  });

  it('measures contrast like WCAG', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
  });

  it.each([
    ['#1d4f91', '#ffffff'],
    ['#000000', '#ffffff'],
    ['#ffd54a', '#111111'],
    ['#f2f2f2', '#111111'],
  ])('picks readable text on %s', (bg, text) => {
    expect(readableTextOn(bg)).toBe(text);
  });

  it('darkens a light colour until it reads on white, and keeps a dark one', () => {
    expect(darkenForText('#1d4f91')).toBe('#1d4f91');
    const darkened = darkenForText('#ffd54a');
    expect(darkened).not.toBe('#ffd54a');
    expect(contrastRatio(parseHexColour(darkened!)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('builds the custom properties, skipping colours it cannot read', () => {
    expect(themeContrastVariables('#1d4f91', '#ffd54a')).toEqual({
      '--on-primary': '#ffffff',
      '--on-secondary': '#111111',
      '--primary-text': '#1d4f91',
    });
    expect(themeContrastVariables('rgb(0,0,0)', 'hsl(0,0%,0%)')).toEqual({});
  });
});
