import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/errors';
import { confirmStore } from '../components/ConfirmDialog/store';
import { toast } from '../components/Toast/store';
import { confirmThenRun, runThenSay } from './confirm-then-run';

const answer = async (how: 'confirm' | 'cancel') => {
  await Promise.resolve();
  confirmStore[how]();
};

describe('a destructive action', () => {
  it('asks with a danger confirmation, runs only when confirmed, and says so', async () => {
    const action = vi.fn(async () => undefined);
    const success = vi.spyOn(toast, 'success');
    const cancelled = confirmThenRun({ message: 'Delete?' }, action, 'Deleted.');
    expect(confirmStore.current()).toMatchObject({ message: 'Delete?', kind: 'danger' });
    await answer('cancel');
    expect(await cancelled).toBe(false);
    expect(action).not.toHaveBeenCalled();

    const confirmed = confirmThenRun({ message: 'Delete?' }, action, 'Deleted.');
    await answer('confirm');
    expect(await confirmed).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Deleted.');
    success.mockRestore();
  });

  it('leaves a failed request to the API client’s toast and reports that it did not run', async () => {
    const success = vi.spyOn(toast, 'success');
    const failing = confirmThenRun(
      { message: 'Delete?' },
      async () => {
        throw new ApiRequestError(404, 'Gone');
      },
      'Deleted.',
    );
    await answer('confirm');
    expect(await failing).toBe(false);
    expect(success).not.toHaveBeenCalled();
    success.mockRestore();
  });
});

describe('an action of a dialog', () => {
  it('runs at once and says so when given a message, or says nothing without one', async () => {
    const success = vi.spyOn(toast, 'success');
    expect(await runThenSay(async () => undefined, 'Assigned.')).toBe(true);
    expect(success).toHaveBeenCalledWith('Assigned.');
    success.mockClear();
    expect(await runThenSay(async () => undefined)).toBe(true);
    expect(success).not.toHaveBeenCalled();
    expect(confirmStore.current()).toBeUndefined();
    success.mockRestore();
  });

  it('reports a failed request as not done, so the dialog stays open, and throws an unexpected error on', async () => {
    const success = vi.spyOn(toast, 'success');
    expect(
      await runThenSay(async () => {
        throw new ApiRequestError(422, 'Taken');
      }, 'Assigned.'),
    ).toBe(false);
    expect(success).not.toHaveBeenCalled();
    await expect(
      runThenSay(async () => {
        throw new TypeError('bug');
      }),
    ).rejects.toThrow('bug');
    success.mockRestore();
  });
});
