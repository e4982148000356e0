import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/errors';
import { confirmStore } from '../components/ConfirmDialog/store';
import { toast } from '../components/Toast/store';
import { confirmThenRun } from './confirm-then-run';

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
