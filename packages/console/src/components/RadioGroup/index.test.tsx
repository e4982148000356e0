import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './index';

const options = [
  { value: 'User', label: 'User', tooltip: 'Given to users' },
  { value: 'MachineToMachine', label: 'Machine-to-machine', description: 'For apps' },
] as const;

const Controlled = () => {
  const [value, setValue] = useState<'User' | 'MachineToMachine'>('User');
  return <RadioGroup legend="Role type" name="type" options={options} value={value} onValueChange={setValue} />;
};

describe('a radio group', () => {
  it('is a named group of radios, one checked, that a click on a label changes', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Role type' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'User' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByText('Machine-to-machine'));
    expect(screen.getByRole('radio', { name: /Machine-to-machine/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'User' })).toHaveProperty('checked', false);
  });

  it('describes a choice by its tooltip text for screen readers', () => {
    render(<Controlled />);
    const radio = screen.getByRole('radio', { name: 'User' });
    expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Given to users');
  });

  it('works uncontrolled, as a form registers it', () => {
    render(<RadioGroup legend="Password" name="mode" options={options} defaultChecked={false} />);
    fireEvent.click(screen.getByRole('radio', { name: /Machine-to-machine/ }));
    expect(screen.getByRole('radio', { name: /Machine-to-machine/ })).toHaveProperty('checked', true);
  });
});
