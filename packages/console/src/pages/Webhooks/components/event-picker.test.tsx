import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EventPicker } from './EventPicker';

describe('the webhook event picker', () => {
  it('offers the role and API permission events in their own groups, each with its label', () => {
    const onChange = vi.fn();
    render(<EventPicker value={['Role.Created']} onChange={onChange} />);
    const roles = screen.getByRole('group', { name: 'Roles' });
    expect(within(roles).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(roles).getByRole('checkbox', { name: /Role created/ })).toHaveProperty('checked', true);
    const scopes = screen.getByRole('group', { name: 'API permissions' });
    within(scopes)
      .getByRole('checkbox', { name: /API permission deleted/ })
      .click();
    expect(onChange).toHaveBeenCalledWith(['Role.Created', 'Scope.Deleted']);
  });
});
