import { act, render, screen } from '@testing-library/react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackForm } from '../components/Stack';
import { TextField } from '../components/TextField';
import { showFieldError } from './form';

type Fields = { name: string; description: string };

/** A long form whose second field the server refuses. */
const LongForm = ({ expose }: { expose: (form: UseFormReturn<Fields>) => void }) => {
  const form = useForm<Fields>({ defaultValues: { name: '', description: '' } });
  expose(form);
  const { errors } = form.formState;
  return (
    <StackForm onSubmit={(event) => event.preventDefault()}>
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Description" error={errors.description?.message} {...form.register('description')} />
    </StackForm>
  );
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a field the server refused', () => {
  it('shows the message, takes the focus and is scrolled into view', () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled(this.getAttribute('name'));
    });
    let form: UseFormReturn<Fields> | undefined;
    render(<LongForm expose={(value) => (form = value)} />);
    act(() => {
      if (form) showFieldError(form, 'description', 'This description is taken.');
    });
    expect(screen.getByText('This description is taken.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Description'));
    expect(scrolled).toHaveBeenCalledWith('description');
  });
});
