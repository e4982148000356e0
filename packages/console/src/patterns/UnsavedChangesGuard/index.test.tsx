import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './index';

const Form = () => {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/elsewhere">Go elsewhere</Link>
      <Link to="/form?page=2">Next page</Link>
      <UnsavedChangesGuard when={dirty} />
    </>
  );
};

const renderAt = () => {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('the unsaved-changes guard', () => {
  it('lets a clean form be left without asking', async () => {
    renderAt();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' })));
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });

  it('asks before leaving unsaved changes, saying they will be lost: Cancel stays, Leave leaves', async () => {
    const router = renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('will be lost');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });

  it('does not ask when only the query changes, and warns on closing the tab while dirty', async () => {
    const router = renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next page' })));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
