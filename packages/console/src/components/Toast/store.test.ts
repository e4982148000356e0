import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, defaultToastMs, errorToastMs } from './store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('go away by themselves: errors stay longer than other toasts', () => {
    const store = createToastStore();
    store.success('Saved');
    store.error('It failed');
    expect(store.snapshot().map((toast) => toast.message)).toEqual(['Saved', 'It failed']);
    vi.advanceTimersByTime(defaultToastMs);
    expect(store.snapshot().map((toast) => toast.message)).toEqual(['It failed']);
    vi.advanceTimersByTime(errorToastMs - defaultToastMs);
    expect(store.snapshot()).toEqual([]);
  });

  it('can be dismissed, and take a duration of their own', () => {
    const store = createToastStore();
    const id = store.info('Hello', 10_000);
    store.dismiss(id);
    expect(store.snapshot()).toEqual([]);
    store.info('Later', 10_000);
    vi.advanceTimersByTime(9_999);
    expect(store.snapshot()).toHaveLength(1);
  });
});
