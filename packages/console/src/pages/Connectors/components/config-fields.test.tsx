import { maskedSecret } from '@gatehouse/schemas/connectors';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { StackForm } from '../../../components/Stack';
import { useFormResolver } from '../../../patterns/form-resolver';
import { ConfigFields, type ConfigFormValues } from './ConfigFields';
import { type ConfigField, configFieldIssues, configFormValues, configGuard, providerDetails } from './config-form';

/** A factory's form with one field of every type, labelled in English and German. */
const fields: ConfigField[] = [
  {
    key: 'host',
    type: 'text',
    label: { en: 'Host', de: 'Server' },
    description: { en: 'The SMTP server.' },
    placeholder: 'smtp.example.com',
    required: true,
    secret: false,
  },
  { key: 'footer', type: 'multiline', label: { en: 'Footer' }, required: false, secret: false },
  { key: 'password', type: 'password', label: { en: 'Password' }, required: false, secret: true },
  {
    key: 'port',
    type: 'number',
    label: { en: 'Port' },
    required: true,
    secret: false,
    defaultValue: 587,
    min: 1,
    max: 65535,
  },
  {
    key: 'ignoreCertificate',
    type: 'switch',
    label: { en: 'Ignore invalid certificates' },
    description: { en: 'Only for testing.' },
    required: false,
    secret: false,
    defaultValue: false,
  },
  {
    key: 'security',
    type: 'select',
    label: { en: 'Security' },
    required: true,
    secret: false,
    defaultValue: 'starttls',
    options: [
      { value: 'starttls', label: { en: 'STARTTLS' } },
      { value: 'tls', label: { en: 'Implicit TLS' } },
    ],
  },
  {
    key: 'headers',
    type: 'json',
    label: { en: 'Headers' },
    required: false,
    secret: true,
    defaultValue: { 'X-Team': 'ops' },
  },
];

/** The config form as a page holds it: the generated fields, and a submit that hands over the config. */
const ConfigForm = ({ saved, onSave }: { saved?: Record<string, unknown>; onSave: (config: unknown) => void }) => {
  const schema = useMemo(() => z.object({ config: configGuard(fields) }), []);
  const form = useForm<ConfigFormValues, unknown, z.output<typeof schema>>({
    resolver: useFormResolver(schema),
    defaultValues: { config: configFormValues(fields, saved) },
  });
  return (
    <StackForm onSubmit={form.handleSubmit(({ config }) => onSave(config))}>
      <ConfigFields fields={fields} form={form} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.setError('config.host', { message: 'the server says no' })}>
        Refuse
      </button>
    </StackForm>
  );
};

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
/** A field by its label (a required one ends with its mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;

describe('the generated config form', () => {
  it('draws each field by its type, with its help, required marks and the defaults filled', () => {
    render(<ConfigForm onSave={vi.fn()} />);
    expect(field('Host').placeholder).toBe('smtp.example.com');
    expect(field('Host').getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('The SMTP server.')).toBeTruthy();
    expect(field('Footer').tagName).toBe('TEXTAREA');
    expect(field('Password').type).toBe('password');
    expect(field('Password').autocomplete).toBe('new-password');
    expect(field('Port').type).toBe('number');
    expect(field('Port').value).toBe('587');
    expect(screen.getByText('From 1 to 65535.')).toBeTruthy();
    const sw = screen.getByRole('switch', { name: 'Ignore invalid certificates' }) as HTMLInputElement;
    expect(sw.checked).toBe(false);
    expect(screen.getByText('Only for testing.')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /Security/ }) as HTMLSelectElement;
    expect(select.value).toBe('starttls');
    expect([...select.options].map((option) => option.text)).toEqual(['STARTTLS', 'Implicit TLS']);
    expect(JSON.parse(field('Headers').value)).toEqual({ 'X-Team': 'ops' });
  });

  it('reports every wrong field at once, in the admin’s words', async () => {
    const onSave = vi.fn();
    render(<ConfigForm onSave={onSave} />);
    fireEvent.change(field('Port'), { target: { value: '70000' } });
    fireEvent.change(field('Headers'), { target: { value: '{ "broken": ' } });
    await save();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('At most 65535.')).toBeTruthy();
    expect(screen.getByText('Enter a JSON object, or leave the field empty.')).toBeTruthy();
    expect(field('Host').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(field('Port'), { target: { value: '0' } });
    await save();
    expect(screen.getByText('At least 1.')).toBeTruthy();
  });

  it('hands over the config the API takes: numbers, switches, parsed JSON, blank fields left out', async () => {
    const onSave = vi.fn();
    render(<ConfigForm onSave={onSave} />);
    fireEvent.change(field('Host'), { target: { value: '  mail.example.com ' } });
    fireEvent.change(field('Port'), { target: { value: '465' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Ignore invalid certificates' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Security/ }), { target: { value: 'tls' } });
    await save();
    expect(onSave).toHaveBeenCalledWith({
      host: 'mail.example.com',
      port: 465,
      ignoreCertificate: true,
      security: 'tls',
      headers: { 'X-Team': 'ops' },
    });
  });

  it('keeps a saved secret masked: sent back as ******** unless typed over, shown only once typed', async () => {
    const onSave = vi.fn();
    render(
      <ConfigForm
        saved={{ host: 'smtp.example.com', port: 25, security: 'tls', password: maskedSecret, headers: maskedSecret }}
        onSave={onSave}
      />,
    );
    const password = field('Password');
    expect(password.value).toBe(maskedSecret);
    expect(password.type).toBe('password');
    // A secret over several lines is a textarea, hidden by the font until shown.
    expect(field('Headers').tagName).toBe('TEXTAREA');
    expect(field('Headers').className).toMatch(/concealed/);
    const show = screen.getByRole('button', { name: 'Show Password' }) as HTMLButtonElement;
    expect(show.disabled).toBe(true);
    expect(screen.getAllByText(/A value is saved and kept/)).toHaveLength(2);

    expect((screen.getByRole('combobox', { name: /Security/ }) as HTMLSelectElement).value).toBe('tls');
    await save();
    expect(onSave).toHaveBeenLastCalledWith({
      host: 'smtp.example.com',
      port: 25,
      ignoreCertificate: false,
      security: 'tls',
      password: maskedSecret,
      headers: maskedSecret,
    });

    fireEvent.change(password, { target: { value: 'new secret' } });
    expect(show.disabled).toBe(false);
    expect(screen.getAllByText(/A value is saved and kept/)).toHaveLength(1);
    fireEvent.click(show);
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide Password' }).getAttribute('aria-pressed')).toBe('true');
    await save();
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'new secret' }));

    // Cleared, the secret is removed: left out of the config.
    fireEvent.change(password, { target: { value: '' } });
    await save();
    expect(onSave.mock.lastCall?.[0]).not.toHaveProperty('password');
  });

  it('shows a refusal of the server under its field', async () => {
    render(<ConfigForm onSave={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refuse' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('the server says no'));
    expect(field('Host').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

const refusal = (code: string, data: unknown) =>
  new ApiRequestError(400, "The connector's config is not valid.", code, { code, message: 'x', data });

describe('the server’s refusals of a config', () => {
  it('belong to the fields they name: issues of the factory’s check, or the one field a send found wrong', () => {
    const issues = [
      { field: 'host', message: 'an SMTP host name' },
      { field: 'headers.Authorization', message: 'a header value on one line' },
      { field: 'unknown', message: 'not a field of the form' },
    ];
    expect(configFieldIssues(refusal('connector.invalid_config', { issues }), fields)).toEqual([
      { key: 'host', message: 'an SMTP host name' },
      { key: 'headers', message: 'a header value on one line' },
    ]);
    expect(
      configFieldIssues(refusal('connector.invalid_config', { field: 'password', message: 'refused' }), fields),
    ).toEqual([{ key: 'password', message: 'refused' }]);
    expect(configFieldIssues(refusal('connector.invalid_response', { field: 'host', message: 'x' }), fields)).toEqual(
      [],
    );
    expect(configFieldIssues(new Error('offline'), fields)).toEqual([]);
  });

  it('say what the provider said, in lines an admin can read', () => {
    expect(
      providerDetails(refusal('connector.invalid_response', { status: 550, message: 'mailbox unavailable' })),
    ).toEqual(['status: 550', 'mailbox unavailable']);
    expect(providerDetails(refusal('connector.general', 'timed out'))).toEqual(['timed out']);
    expect(providerDetails(refusal('connector.general', undefined))).toEqual([]);
  });
});
