import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, suggestDarkPrimaryColor } from './colors';

describe('button text contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBeCloseTo(1, 5);
  });

  it('keeps white text on dark brand colors and switches to near-black on light ones (4.5:1 or better)', () => {
    expect(readableTextOn('#6139F6')).toBe('#FFFFFF');
    expect(readableTextOn('#8F6EFF')).toBe('#111215');
    expect(readableTextOn('#FFEB3B')).toBe('#111215');
    for (const color of ['#6139F6', '#8F6EFF', '#FFEB3B', '#0A0', '#00ff88', '#222']) {
      expect(contrastRatio(color, readableTextOn(color))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('suggestDarkPrimaryColor', () => {
  it('lightens a dark brand color until it reads on a dark page, keeping its hue', () => {
    const suggested = suggestDarkPrimaryColor('#6139F6');
    expect(suggested).not.toBe('#6139F6');
    expect(contrastRatio(suggested, '#111215')).toBeGreaterThanOrEqual(4.5);
    // Mixed with white: every channel moves up, blue stays the strongest.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(suggested.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r ?? 0);
    expect(b).toBeGreaterThan(g ?? 0);
  });

  it('keeps a color that already reads on dark, and passes anything that is not a color through', () => {
    expect(suggestDarkPrimaryColor('#FFD700')).toBe('#FFD700');
    expect(suggestDarkPrimaryColor('#fc0')).toBe('#FFCC00');
    expect(suggestDarkPrimaryColor('nope')).toBe('nope');
  });
});
