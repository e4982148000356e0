import { render, screen } from '@testing-library/react';
import { AppWindow, Users } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Table } from '../../components/Table';
import { RowLink, SearchableTable } from './index';

/** The longest name the server accepts: 256 characters, no space to break at. */
const longName = `app-${'x'.repeat(252)}`;

describe('a long name in a list', () => {
  it('is one line in its cell, the whole name in the title attribute of what is shown', () => {
    render(
      <MemoryRouter>
        <Table
          caption="Applications"
          rows={[{ id: 'a1', name: longName }]}
          rowKey={(row) => row.id}
          columns={[{ key: 'name', title: 'Name', render: (row) => <RowLink to="/a1">{row.name}</RowLink> }]}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(longName);
    expect(link.querySelector(`[title="${longName}"]`)?.textContent).toBe(longName);
  });
});

describe('a list while it loads', () => {
  it('shows its table skeleton instead of a spinner: busy, its header, and "Loading…" said once', () => {
    const list = { page: 1, search: '', setPage: vi.fn(), setSearch: vi.fn() };
    const { container } = render(
      <MemoryRouter>
        <SearchableTable
          query={{ data: undefined, error: null, isPending: true, isRefetching: false, refetch: vi.fn() }}
          list={list}
          caption="Applications"
          columns={[{ key: 'name', title: 'Name', render: (row: { id: string }) => row.id }]}
          empty={{ title: 'No applications yet', icon: AppWindow }}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading…']);
    expect(container.querySelector('[aria-busy="true"] table thead')?.textContent).toBe('Name');
    expect(container.querySelectorAll('[aria-busy="true"] tbody tr').length).toBeGreaterThan(0);
  });
});

describe('an empty list', () => {
  const emptyPage = { items: [], totalCount: 0, isCapped: false };
  const renderEmpty = (search: string) =>
    render(
      <MemoryRouter>
        <SearchableTable
          query={{ data: emptyPage, error: null, isPending: false, isRefetching: false, refetch: vi.fn() }}
          list={{ page: 1, search, setPage: vi.fn(), setSearch: vi.fn() }}
          caption="Users"
          columns={[{ key: 'name', title: 'Name', render: (row: { id: string }) => row.id }]}
          empty={{ title: 'No users yet', icon: Users }}
        />
      </MemoryRouter>,
    );
  const iconOf = (container: HTMLElement) => [...(container.querySelector('svg')?.classList ?? [])];

  it('shows the icon of what it lists above its title', () => {
    const { container } = renderEmpty('');
    expect(screen.getByText('No users yet')).toBeTruthy();
    expect(iconOf(container)).toContain('lucide-users');
  });

  it('shows a search that found nothing as such, with its own icon', () => {
    const { container } = renderEmpty('zed');
    expect(screen.getByText('Nothing matches your search.')).toBeTruthy();
    expect(iconOf(container)).toContain('lucide-search-x');
  });
});
