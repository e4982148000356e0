import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialogHost } from './index';
import { createConfirmStore } from './store';

describe('the confirm dialog on screen', () => {
  it('shows the message and resolves with the button pressed', async () => {
    const store = createConfirmStore();
    render(<ConfirmDialogHost store={store} />);
    let result: Promise<string> | undefined;
    act(() => {
      result = store.open({ message: 'Delete the app?', confirmText: 'Delete', kind: 'danger' });
    });
    // The dialog's code loads the first time one is asked.
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('Delete the app?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(result).resolves.toBe('confirmed');
  });

  it('closes as cancelled on browser back', async () => {
    const store = createConfirmStore();
    render(<ConfirmDialogHost store={store} />);
    let result: Promise<string> | undefined;
    act(() => {
      result = store.open({ message: 'Discard changes?' });
    });
    await screen.findByRole('alertdialog');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(result).resolves.toBe('cancelled');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
