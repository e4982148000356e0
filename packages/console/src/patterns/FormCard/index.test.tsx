import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormCard } from './index';

const renderCard = (dirty: boolean) => {
  const card = (
    <FormCard title="Settings" onSubmit={vi.fn()} dirty={dirty} submitting={false} onDiscard={vi.fn()}>
      <input aria-label="Name" />
    </FormCard>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: card }])} />);
};

describe('a settings form card', () => {
  it('keeps quiet while nothing changed: no save bar, and both buttons off', () => {
    renderCard(false);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Discard' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns its buttons into a save bar that says so once something changed', () => {
    renderCard(true);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Unsaved changes');
    expect(status.parentElement?.className).toMatch(/bar/);
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
