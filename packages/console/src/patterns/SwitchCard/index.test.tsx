import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleError } from '../../api/submit-errors';
import { toast } from '../../components/Toast/store';
import { SwitchCard } from './index';

const card = (save: (next: boolean) => Promise<unknown>, value = false) => (
  <SwitchCard
    title="Default role"
    label="Assign by default"
    description="New users get it."
    value={value}
    save={save}
  />
);

afterEach(() => {
  for (const shown of toast.snapshot()) toast.dismiss(shown.id);
});

describe('a switch card', () => {
  it('saves as soon as it is flipped, stays flipped and says so', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(card(save));
    const control = screen.getByRole('switch', { name: /Assign by default/ }) as HTMLInputElement;
    fireEvent.click(control);
    expect(save).toHaveBeenCalledWith(true);
    expect(control.checked).toBe(true);
    await waitFor(() => expect(toast.snapshot().map((shown) => shown.kind)).toEqual(['success']));
    expect(control.checked).toBe(true);
    expect(control.disabled).toBe(false);
  });

  it('goes back and shows the error when the save fails', async () => {
    const save = vi.fn().mockRejectedValue(new ConsoleError('The server said no.'));
    render(card(save));
    const control = screen.getByRole('switch', { name: /Assign by default/ }) as HTMLInputElement;
    fireEvent.click(control);
    expect(control.disabled).toBe(true);
    await waitFor(() => expect(control.checked).toBe(false));
    expect(toast.snapshot().map((shown) => [shown.kind, shown.message])).toEqual([['error', 'The server said no.']]);
  });

  it('follows the saved value when it changes elsewhere', () => {
    const save = vi.fn();
    const { rerender } = render(card(save, false));
    rerender(card(save, true));
    expect((screen.getByRole('switch', { name: /Assign by default/ }) as HTMLInputElement).checked).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });
});
