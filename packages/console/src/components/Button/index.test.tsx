import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './index';

describe('a busy button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is disabled at once but shows its spinner only after 500 ms', () => {
    const { container } = render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(499));
    expect(container.querySelector('[class*="spinner"]')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('[class*="spinner"]')).not.toBeNull();
  });

  it('never shows a spinner for work that ends within 500 ms', () => {
    const { container, rerender } = render(<Button loading>Save</Button>);
    act(() => vi.advanceTimersByTime(300));
    rerender(<Button loading={false}>Save</Button>);
    act(() => vi.advanceTimersByTime(1_000));
    expect(container.querySelector('[class*="spinner"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});
