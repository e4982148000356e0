import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormCard } from './index';

const renderCard = (dirty: boolean) => {
  const card = (
    <FormCard
      title="Settings"
      description="Its name, and what it is for."
      onSubmit={vi.fn()}
      dirty={dirty}
      submitting={false}
      onDiscard={vi.fn()}
    >
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

  it('puts its title and description in a column of their own, beside the fields and buttons', () => {
    renderCard(true);
    const title = screen.getByRole('heading', { name: 'Settings' });
    const heading = title.parentElement;
    expect(heading?.className).toMatch(/heading/);
    expect(heading?.textContent).toBe('SettingsIts name, and what it is for.');
    const body = heading?.nextElementSibling;
    expect(body?.className).toMatch(/body/);
    expect(body?.contains(screen.getByRole('textbox', { name: 'Name' }))).toBe(true);
    expect(body?.contains(screen.getByRole('button', { name: 'Save changes' }))).toBe(true);
    // The columns' card is the container their query measures.
    expect(heading?.closest('section')?.className).toMatch(/container/);
  });
});
