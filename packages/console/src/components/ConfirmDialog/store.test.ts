import { describe, expect, it } from 'vitest';
import { createConfirmStore } from './store';

describe('the confirm dialog', () => {
  it('resolves confirmed or cancelled', async () => {
    const store = createConfirmStore();
    const first = store.open({ message: 'Delete?' });
    expect(store.current()?.message).toBe('Delete?');
    store.confirm();
    await expect(first).resolves.toBe('confirmed');
    expect(store.current()).toBeUndefined();

    const second = store.open({ message: 'Leave?' });
    store.cancel();
    await expect(second).resolves.toBe('cancelled');
  });

  it('cancels the open confirmation when a new one opens, and shows the new one', async () => {
    const store = createConfirmStore();
    const old = store.open({ message: 'old' });
    const fresh = store.open({ message: 'new' });
    await expect(old).resolves.toBe('cancelled');
    expect(store.current()?.message).toBe('new');
    store.confirm();
    await expect(fresh).resolves.toBe('confirmed');
  });

  it('tells its listeners when it opens and closes', () => {
    const store = createConfirmStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls++;
    });
    void store.open({ message: 'x' });
    store.cancel();
    unsubscribe();
    void store.open({ message: 'y' });
    expect(calls).toBe(2);
  });
});
