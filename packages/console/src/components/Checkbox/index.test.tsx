import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './index';

describe('a checkbox', () => {
  it('is named by its label and hint, and toggles from a click on its text', () => {
    const onChange = vi.fn();
    render(<Checkbox label="read:orders" hint="Read orders" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'read:orders Read orders' });
    fireEvent.click(screen.getByText('Read orders'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(checkbox).toHaveProperty('checked', true);
  });

  it('cannot be changed when disabled (a permission already held)', () => {
    render(<Checkbox label="read:orders" checked disabled onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'read:orders' })).toHaveProperty('disabled', true);
  });

  it('groups its checkboxes under a named fieldset', () => {
    render(
      <CheckboxGroup legend="Organization roles" grid>
        <Checkbox label="Editor" />
        <Checkbox label="Viewer" />
      </CheckboxGroup>,
    );
    const group = screen.getByRole('group', { name: 'Organization roles' });
    expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
  });
});
