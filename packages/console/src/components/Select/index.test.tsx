import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './index';

describe('a select', () => {
  it('is a labelled combobox whose choice is reported', () => {
    const onChange = vi.fn();
    render(
      <Select label="Event" value="" onChange={(event) => onChange(event.target.value)}>
        <option value="">All events</option>
        <option value="Interaction.SignIn.Submit">Interaction.SignIn.Submit</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Event' });
    fireEvent.change(select, { target: { value: 'Interaction.SignIn.Submit' } });
    expect(onChange).toHaveBeenCalledWith('Interaction.SignIn.Submit');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
