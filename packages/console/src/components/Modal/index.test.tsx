import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './index';

describe('a modal dialog', () => {
  it('has a close button named in the console language that closes it', () => {
    const onOpenChange = vi.fn();
    render(<Modal open onOpenChange={onOpenChange} title="Create application" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('puts focus on its first field when it opens, not on the close button', async () => {
    render(
      <Modal open onOpenChange={() => undefined} title="Create application">
        <input aria-label="Application name" />
      </Modal>,
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Application name'));
  });
});
