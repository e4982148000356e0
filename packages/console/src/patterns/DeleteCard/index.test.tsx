import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DeleteCard } from './index';

describe('a details page’s delete card', () => {
  it('is laid out as the settings cards: what deleting costs beside its title, the button on the other side', () => {
    const card = (
      <DeleteCard
        title="Delete role"
        description="Users lose its permissions."
        action="Delete role"
        confirm={{ title: 'Delete this role?', message: 'Gone for good.' }}
        run={vi.fn()}
        done="Deleted."
        leaveTo="/roles"
      />
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: card }])} />);
    const heading = screen.getByRole('heading', { name: 'Delete role' }).parentElement;
    expect(heading?.textContent).toBe('Delete roleUsers lose its permissions.');
    const button = screen.getByRole('button', { name: 'Delete role' });
    expect(heading?.contains(button)).toBe(false);
    expect(heading?.nextElementSibling?.contains(button)).toBe(true);
  });
});
