import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './index';

describe('a page header', () => {
  it('carries the whole of a long name in its title attribute, as the heading may be cut', () => {
    const name = `role-${'y'.repeat(251)}`;
    render(<PageHeader title={name} subtitle="Reads orders" />);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('title')).toBe(name);
  });
});
