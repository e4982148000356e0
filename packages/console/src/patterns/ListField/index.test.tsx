import { webRedirectUrisGuard } from '@gatehouse/schemas/redirect-uris';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { StackForm } from '../../components/Stack';
import { showFieldError } from '../form';
import { listRows, toRows, useFormResolver } from '../form-resolver';
import { ListField } from './index';

const schema = z.object({ uris: listRows(webRedirectUrisGuard) });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** A settings form holding one list, saving what the schema gives. */
const UriForm = ({
  uris,
  onSave,
  expose,
  rowNote,
}: {
  uris: string[];
  onSave: (values: Output) => void;
  expose?: (form: UseFormReturn<Input, unknown, Output>) => void;
  rowNote?: (value: string) => string | undefined;
}) => {
  const form = useForm<Input, unknown, Output>({
    resolver: useFormResolver(schema),
    defaultValues: { uris: toRows(uris) },
  });
  expose?.(form);
  return (
    <StackForm onSubmit={form.handleSubmit(onSave)}>
      <ListField
        form={form}
        name="uris"
        label="Redirect URIs"
        hint="Where users land after signing in."
        rowNote={rowNote}
      />
      <button type="submit">Save</button>
    </StackForm>
  );
};

const row = (position: number) => screen.getByRole('textbox', { name: `Redirect URIs, row ${position}` });
const rows = () => screen.queryAllByRole('textbox');
const values = () => rows().map((input) => (input as HTMLInputElement).value);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('a list edited one value per row', () => {
  it('shows each value in its own input, named by the list and its place, with a remove button naming the value', () => {
    render(<UriForm uris={['https://a.example/cb', 'https://b.example/cb']} onSave={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Redirect URIs' })).toBeTruthy();
    expect(values()).toEqual(['https://a.example/cb', 'https://b.example/cb']);
    expect(row(2).getAttribute('aria-describedby')).toBe(screen.getByText('Where users land after signing in.').id);
    expect(screen.getByRole('button', { name: 'Remove https://b.example/cb' })).toBeTruthy();
    // In reading order: a row's input, then its remove button, then the next row; Add another last.
    const order = [...document.querySelectorAll('input, button')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    expect(order).toEqual([
      'Redirect URIs, row 1',
      'Remove https://a.example/cb',
      'Redirect URIs, row 2',
      'Remove https://b.example/cb',
      'Add another',
      'Save',
    ]);
  });

  it('starts an empty list with one empty row to type in', () => {
    render(<UriForm uris={[]} onSave={vi.fn()} />);
    expect(values()).toEqual(['']);
    expect(screen.getByRole('button', { name: 'Remove empty row 1' })).toBeTruthy();
  });

  it('adds an empty row with Add another and puts the focus in it', async () => {
    render(<UriForm uris={['https://a.example/cb']} onSave={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    await waitFor(() => expect(document.activeElement).toBe(row(2)));
    expect(values()).toEqual(['https://a.example/cb', '']);
  });

  it('adds a row below on Enter instead of submitting, and goes to an empty row below rather than adding another', async () => {
    const onSave = vi.fn();
    render(<UriForm uris={['https://a.example/cb', 'https://c.example/cb']} onSave={onSave} />);
    fireEvent.keyDown(row(1), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(row(2)));
    expect(values()).toEqual(['https://a.example/cb', '', 'https://c.example/cb']);
    fireEvent.keyDown(row(1), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(row(2)));
    expect(values()).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('removes a row and moves the focus to the row that takes its place, then to Add another', async () => {
    render(<UriForm uris={['https://a.example/cb', 'https://b.example/cb']} onSave={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://a.example/cb' }));
    await waitFor(() => expect(values()).toEqual(['https://b.example/cb']));
    await waitFor(() => expect(document.activeElement).toBe(row(1)));
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://b.example/cb' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add another' })));
  });

  it('shows each invalid row’s error under that row, a repeated value on the row that repeats it', async () => {
    const onSave = vi.fn();
    render(<UriForm uris={['https://a.example/cb', '', 'not a url', 'https://a.example/cb']} onSave={onSave} />);
    await save();
    expect(onSave).not.toHaveBeenCalled();
    const invalid = rows().filter((input) => input.getAttribute('aria-invalid') === 'true');
    expect(invalid).toEqual([row(3), row(4)]);
    const messageOf = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    expect(messageOf(row(3))).toBe(
      '“not a url” is not an http:// or https:// URL with a host and without a #fragment.',
    );
    expect(messageOf(row(4))).toBe('“https://a.example/cb” is listed more than once.');
    // Each message sits in its own row, under its input.
    expect(row(3).closest('li')?.textContent).toContain('“not a url” is not');
    expect(row(1).closest('li')?.textContent).toBe('');
  });

  it('saves the trimmed values and leaves the empty rows out', async () => {
    const onSave = vi.fn();
    render(<UriForm uris={['https://a.example/cb']} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    type(row(3), '  https://b.example/cb ');
    await save();
    expect(onSave).toHaveBeenCalledWith({ uris: ['https://a.example/cb', 'https://b.example/cb'] }, expect.anything());
  });

  it('shows a refusal of the whole list under the list and brings its first row into view', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    let form: UseFormReturn<Input, unknown, Output> | undefined;
    render(<UriForm uris={['https://a.example/cb']} onSave={vi.fn()} expose={(value) => (form = value)} />);
    act(() => {
      if (form) showFieldError(form, 'uris', 'This redirect URI is not allowed.');
    });
    const group = screen.getByRole('group', { name: 'Redirect URIs' });
    const message = screen.getByText('This redirect URI is not allowed.');
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(row(1));
    vi.restoreAllMocks();
  });

  it('warns under a row its note names, read with the row, without stopping the save', async () => {
    const onSave = vi.fn();
    const note = (value: string) => (value.includes('http:') ? `${value} is not encrypted.` : undefined);
    render(<UriForm uris={['https://a.example/cb']} onSave={onSave} rowNote={note} />);
    expect(screen.queryByText(/is not encrypted/)).toBeNull();
    type(row(1), 'http://localhost/cb');
    const warning = await screen.findByText('http://localhost/cb is not encrypted.');
    expect(row(1).getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
    await save();
    expect(onSave).toHaveBeenCalledWith({ uris: ['http://localhost/cb'] }, expect.anything());
  });
});
