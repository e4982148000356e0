import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { describe, expect, it } from 'vitest';

const globalCss = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'global.css'), 'utf8');

/** The classes the right-to-left rule of global.css turns around. */
const mirrored = [...globalCss.matchAll(/\[dir="rtl"\] \.(lucide-[\w-]+)/g)].map(([, name]) => name);

describe('icons that point along the reading direction', () => {
  it.each([
    ['the back arrow', ArrowLeft],
    ['the chevron toward a submenu or the next page', ChevronRight],
  ])('%s is turned around in right-to-left', (_, Icon) => {
    const { container } = render(<Icon />);
    const classes = [...(container.querySelector('svg')?.classList ?? [])];
    expect(classes.some((name) => mirrored.includes(name))).toBe(true);
  });
});
