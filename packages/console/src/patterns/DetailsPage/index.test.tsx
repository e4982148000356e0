import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import type { QueryState } from '../../components/DataState';
import { DetailsPage } from './index';

const failed = (error: Error): QueryState<{ name: string }> => ({
  data: undefined,
  error,
  isPending: false,
  isRefetching: false,
  refetch: vi.fn(),
});

const renderDetails = (query: QueryState<{ name: string }>) => {
  const router = createMemoryRouter(
    [
      {
        path: '/roles/:id',
        element: (
          <DetailsPage
            query={query}
            back={{ to: '/roles', label: 'Roles' }}
            tabsLabel="Role sections"
            describe={(role) => ({ title: role.name, tabs: [] })}
          />
        ),
      },
      { path: '/roles', element: <p>The role list</p> },
    ],
    { initialEntries: ['/roles/gone'] },
  );
  render(<RouterProvider router={router} />);
};

describe('a details page', () => {
  it('shows an entity that does not exist as not found, with the way back and nothing to retry', async () => {
    const query = failed(new ApiRequestError(404, 'Role does not exist.', 'role.not_found'));
    renderDetails(query);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Roles' });
    expect(links).toHaveLength(2); // the back link above, and the way on inside the not-found state
    await act(async () => fireEvent.click(links[1] as HTMLElement));
    expect(screen.getByText('The role list')).toBeTruthy();
    expect(query.refetch).not.toHaveBeenCalled();
  });

  it('offers to retry any other failure', () => {
    renderDetails(failed(new ApiRequestError(500, 'The server broke.')));
    expect(screen.getByRole('alert').textContent).toContain('The server broke.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Not found' })).toBeNull();
  });
});
