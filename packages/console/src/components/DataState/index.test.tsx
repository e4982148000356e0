import { fireEvent, render, screen } from '@testing-library/react';
import { AppWindow } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../EmptyState';
import { DataState } from './index';

const base = { data: undefined, error: null, isPending: false, isRefetching: false, refetch: vi.fn() };

describe('a data view', () => {
  it('shows a spinner while loading', () => {
    render(<DataState query={{ ...base, isPending: true }}>{() => 'loaded'}</DataState>);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('loaded')).toBeNull();
  });

  it('shows the error with a retry that refetches', () => {
    const refetch = vi.fn();
    render(
      <DataState query={{ ...base, error: new Error('The server ran into an error.'), refetch } as never}>
        {() => 'loaded'}
      </DataState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The server ran into an error.');
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the empty state for an empty list, and the data otherwise', () => {
    const { rerender } = render(
      <DataState
        query={{ ...base, data: [] as string[] }}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title="No applications yet" icon={AppWindow} />}
      >
        {(items) => items.join(', ')}
      </DataState>,
    );
    expect(screen.getByText('No applications yet')).toBeTruthy();
    rerender(
      <DataState
        query={{ ...base, data: ['a', 'b'] }}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title="No applications yet" icon={AppWindow} />}
      >
        {(items) => items.join(', ')}
      </DataState>,
    );
    expect(screen.getByText('a, b')).toBeTruthy();
  });
});
