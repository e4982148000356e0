import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const tokensCss = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

/** A theme's hex colours by token name: `:root` (light) or `[data-theme="dark"]`. */
const theme = (selector: string) => {
  const start = tokensCss.indexOf(`${selector} {`);
  const block = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  return new Map([...block.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [name, hex]));
};

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

describe.each([
  ['light', ':root'],
  ['dark', '[data-theme="dark"]'],
])('form controls in the %s theme', (_, selector) => {
  const colours = theme(selector);
  const colour = (name: string) => {
    const value = colours.get(name);
    if (!value) throw new Error(`${name} is not a hex colour of ${selector}`);
    return value;
  };

  it('draw unchecked checkboxes, radios and off switches at 3:1 against the surface (WCAG 1.4.11)', () => {
    expect(contrast(colour('--color-control-border'), colour('--color-surface-raised'))).toBeGreaterThanOrEqual(3);
  });

  it('draw checked ones in the brand at 3:1 against the surface, the tick readable on it', () => {
    expect(contrast(colour('--color-primary'), colour('--color-surface-raised'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('--color-on-primary'), colour('--color-primary'))).toBeGreaterThanOrEqual(4.5);
  });
});
