import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { StackForm } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { useFormResolver } from '../../../patterns/form-resolver';
import { type CreateUserForm, createUserFormGuard } from './create-user-form';
import { IdentifierFields } from './IdentifierFields';

/** The add-user dialog's fields and validation in the console's form (no native validation), without its modal and API calls. */
const AddUserFields = ({ defaults }: { defaults: Partial<CreateUserForm> }) => {
  const form = useForm<CreateUserForm>({
    resolver: useFormResolver(createUserFormGuard),
    defaultValues: {
      username: '',
      primaryEmail: '',
      primaryPhone: '',
      name: '',
      passwordMode: 'type',
      password: '',
      ...defaults,
    },
  });
  const { errors } = form.formState;
  return (
    <StackForm onSubmit={form.handleSubmit(() => undefined)}>
      <IdentifierFields register={(name) => form.register(name)} errors={errors} />
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Password" error={errors.password?.message} {...form.register('password')} />
      <button type="submit">Add</button>
    </StackForm>
  );
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

describe('the add-user form', () => {
  it('reports every invalid field at once', async () => {
    render(
      <AddUserFields
        defaults={{ username: '1st', primaryEmail: 'not-an-email', primaryPhone: 'call me', name: 'x'.repeat(129) }}
      />,
    );
    submit();
    await waitFor(() => {
      expect(
        screen.getByText('Start with a letter or an underscore, then use only letters, digits and underscores.'),
      ).toBeTruthy();
    });
    expect(screen.getByText('Enter an email address, such as name@example.com.')).toBeTruthy();
    expect(
      screen.getByText('Digits with the country code; spaces, hyphens, parentheses and a leading + are allowed.'),
    ).toBeTruthy();
    expect(screen.getByText('At most 128 characters.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('asks for an identifier and a typed password together', async () => {
    render(<AddUserFields defaults={{}} />);
    submit();
    await waitFor(() => {
      expect(screen.getByText('Enter a username, an email address or a phone number.')).toBeTruthy();
    });
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });
});
