import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Table } from '../../components/Table';
import { RowLink } from './index';

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
