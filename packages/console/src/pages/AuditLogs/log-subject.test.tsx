import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LogSubject } from './LogSubject';

const toUser = (id: string) => `/console/default/users/${id}`;
const show = (subject: Parameters<typeof LogSubject>[0]['subject']) =>
  render(
    <MemoryRouter>
      <LogSubject subject={subject} to={toUser} />
    </MemoryRouter>,
  );

describe('the user or application of an audit record', () => {
  it('is its name, linked to its page', () => {
    show({ id: 'u1', name: 'Ada Lovelace', deleted: false });
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/console/default/users/u1');
  });

  it('is its id, linked, when it has no name', () => {
    show({ id: 'u2', name: null, deleted: false });
    expect(screen.getByRole('link', { name: 'u2' }).getAttribute('href')).toBe('/console/default/users/u2');
  });

  it('is its id marked deleted, with no link, once it is gone', () => {
    const { container } = show({ id: 'u3', name: null, deleted: true });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('u3deleted');
  });

  it('is a dash when the record names none', () => {
    const { container } = show(undefined);
    expect(container.textContent).toBe('—');
  });
});
