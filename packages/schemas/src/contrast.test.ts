import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './colors';

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
