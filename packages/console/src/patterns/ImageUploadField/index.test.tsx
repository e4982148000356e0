import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, type TenantApi } from '../../api/client';
import { createQueryClient } from '../../api/query-client';
import { ImageUploadField } from './index';

const api: { current?: TenantApi } = {};
vi.mock('../../api/ApiProvider', () => ({
  useManagementClient: () => api.current,
  useApi: () => ({ me: api.current?.client, management: () => api.current?.client }),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ready = {
  status: 'ready',
  allowUploadMimeTypes: ['image/png', 'image/svg+xml', 'image/x-icon', 'application/zip'],
  maxUploadFileSize: 2048,
};

/** A fake management API: the service status, and an upload that answers `onUpload`'s response. */
const fakeServer = (status: unknown, onUpload: (file: File) => Response | Promise<Response>) => {
  const notify = vi.fn();
  const uploads: File[] = [];
  const fetch = vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    if (path === '/api/user-assets/service-status') return json(200, status);
    if (path === '/api/user-assets' && init?.method === 'POST') {
      const file = (init.body as FormData).get('file') as File;
      uploads.push(file);
      return onUpload(file);
    }
    return json(500, { message: `unexpected ${path}` });
  });
  const client: ApiClient = createApiClient({
    baseUrl: 'http://localhost:3001',
    accessToken: async () => 'token',
    language: () => 'en',
    translate: (key) => key,
    notify,
    onAuthRequired: vi.fn(),
    onForbidden: vi.fn(),
    fetch: fetch as typeof globalThis.fetch,
  });
  api.current = { tenantId: 'default', client };
  return { uploads, notify };
};

/** The field in a parent that keeps its value, as a form's Controller does. */
const Harness = ({ initial, onChange }: { initial: string | null; onChange: (value: string | null) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      name="logoUrl"
      label="Logo"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const renderField = (initial: string | null = null) => {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={initial} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange };
};

const png = (size = 100, name = 'logo.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const choose = (...files: File[]) =>
  act(async () => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files } });
  });
const drop = (...files: File[]) =>
  act(async () => {
    const zone = document.querySelector('[data-state]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files } });
  });
const uploadButton = () => screen.findByRole('button', { name: 'Upload: Logo' });

describe('an image field with uploads', () => {
  it('shows the current image, a URL to edit, and removes it', async () => {
    fakeServer(ready, () => json(500, {}));
    const { onChange } = renderField('https://cdn.example.com/logo.png');
    expect(screen.getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe(
      'https://cdn.example.com/logo.png',
    );
    expect((screen.getByLabelText('Logo') as HTMLInputElement).value).toBe('https://cdn.example.com/logo.png');
    await screen.findByRole('button', { name: 'Replace: Logo' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Logo' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTitle('No image')).toBeTruthy();
  });

  it('names the allowed types and the size limit', async () => {
    fakeServer(ready, () => json(500, {}));
    renderField();
    expect(
      await screen.findByText('Upload or drop an image (PNG, SVG, and ICO, up to 2 kB), or paste its URL.'),
    ).toBeTruthy();
  });

  it('uploads one chosen image, showing that it is uploading, and takes the URL the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeServer(ready, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { onChange } = renderField();
    await uploadButton();
    await choose(png());
    expect(screen.getByRole('status', { name: 'Uploading…' })).toBeTruthy();
    expect(server.uploads.map((file) => file.name)).toEqual(['logo.png']);
    await act(async () => answer(json(201, { url: 'https://cdn.example.com/new.png' })));
    expect(onChange).toHaveBeenLastCalledWith('https://cdn.example.com/new.png');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe(
      'https://cdn.example.com/new.png',
    );
  });

  it('refuses two files, a file of another type and a file over the limit before sending anything', async () => {
    const server = fakeServer(ready, () => json(201, { url: 'https://cdn.example.com/x.png' }));
    const { onChange } = renderField();
    await uploadButton();
    await drop(png(), png(100, 'second.png'));
    expect(screen.getByRole('alert').textContent).toBe('Choose one file only.');
    await choose(new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(screen.getByRole('alert').textContent).toBe('This type of file is not allowed. Allowed: PNG, SVG, and ICO.');
    await choose(png(4096));
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 2 kB.');
    expect(server.uploads).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    // A good file clears the error.
    await choose(png());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('https://cdn.example.com/x.png'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal of a file on the field, not as a toast, and other failures as an upload error", async () => {
    const answers = [
      json(400, { code: 'guard.file_type_mismatch', message: 'The file’s content is not of the type it declares.' }),
      json(413, { code: 'guard.file_size', message: 'The file is larger than the upload limit of 20 MB.' }),
      json(503, { code: 'storage.unavailable', message: 'The file storage is not answering; try again later.' }),
    ];
    const server = fakeServer(ready, () => answers.shift() ?? json(500, {}));
    renderField();
    await uploadButton();
    await choose(png());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This type of file is not allowed. Allowed: PNG, SVG, and ICO.',
      ),
    );
    await choose(png());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file is larger than 2 kB.'));
    expect(server.notify).not.toHaveBeenCalled();
    await choose(png());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The upload failed. Try again.'));
    expect(server.notify).toHaveBeenCalledWith('The file storage is not answering; try again later.');
  });

  it('is a URL field with a note where uploads are not set up', async () => {
    const server = fakeServer({ ...ready, status: 'not_configured' }, () => json(500, {}));
    const { onChange } = renderField();
    expect(await screen.findByText('Uploads are not set up on this server: paste the URL of an image.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Logo'), { target: { value: 'https://cdn.example.com/typed.png' } });
    expect(onChange).toHaveBeenLastCalledWith('https://cdn.example.com/typed.png');
    await drop(png());
    expect(server.uploads).toEqual([]);
  });

  it('shows the placeholder when the image does not load', async () => {
    fakeServer(ready, () => json(500, {}));
    renderField('https://cdn.example.com/missing.png');
    fireEvent.error(screen.getByRole('img', { name: 'Preview of Logo' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTitle('No image')).toBeTruthy();
  });
});
