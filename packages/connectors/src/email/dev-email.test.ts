import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext } from '../test/context';
import devEmail from './dev-email';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'gatehouse-dev-email-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const message: SendMessageData = {
  to: 'ada@example.com',
  type: 'SignIn',
  payload: { code: '493817', locale: 'en' },
  content: { subject: 'Your sign-in code', body: '<p>Your code is 493817</p>', contentType: 'text/html' },
};

const logged: Array<{ message: string; data?: Record<string, unknown> }> = [];
const context = testContext((line, data) => logged.push({ message: line, data }));

describe('development email', () => {
  it('is named and described as for development, delivering nothing', () => {
    expect(devEmail.metadata).toMatchObject({ id: 'dev-email', type: 'email' });
    expect(devEmail.metadata.name.en).toBe('Development email (log and file)');
    expect(devEmail.metadata.description.en).toMatch(/development only: delivers no email/i);
  });

  it('appends one JSON line per message to the file, creating its folder, and logs the code for the terminal', async () => {
    logged.length = 0;
    const filePath = join(folder, 'nested', 'deeper', 'messages.log');
    const config = devEmail.configGuard.parse({ filePath });
    await devEmail.sendMessage(message, config, context);
    await devEmail.sendMessage(
      {
        ...message,
        type: 'OrganizationInvitation',
        payload: { link: 'https://auth.example.com/invite/abc' },
        content: { subject: 'Join Acme', body: 'Open the link', contentType: 'text/plain' },
      },
      config,
      context,
    );

    const lines = (await readFile(filePath, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      channel: 'email',
      to: 'ada@example.com',
      type: 'SignIn',
      subject: 'Your sign-in code',
      body: '<p>Your code is 493817</p>',
      payload: { code: '493817', locale: 'en' },
    });
    expect(lines[1]).toMatchObject({ type: 'OrganizationInvitation', subject: 'Join Acme' });
    expect(Date.parse(lines[0].time)).toBeGreaterThan(Date.now() - 60_000);
    expect((await stat(filePath)).mode & 0o777).toBe(0o600);

    expect(logged[0]?.message).toBe('Development email to ada@example.com (SignIn) “Your sign-in code”: code 493817');
    expect(logged[0]?.data).toEqual({
      to: 'ada@example.com',
      type: 'SignIn',
      subject: 'Your sign-in code',
      code: '493817',
    });
    expect(logged[1]?.message).toContain('link https://auth.example.com/invite/abc');
    expect(logged[1]?.data).toMatchObject({ link: 'https://auth.example.com/invite/abc' });
  });

  it('defaults to a relative file when the path is left out or blank, and refuses a file that is not a .log or .jsonl', () => {
    expect(devEmail.configGuard.parse({})).toEqual({ filePath: 'gatehouse-dev-messages.log' });
    expect(devEmail.configGuard.parse({ filePath: '  ' })).toEqual({ filePath: 'gatehouse-dev-messages.log' });
    expect(devEmail.configGuard.parse({ filePath: 'var/mail.JSONL' })).toEqual({ filePath: 'var/mail.JSONL' });
    expect(devEmail.configGuard.safeParse({ filePath: '/etc/passwd' }).success).toBe(false);
    expect(devEmail.configGuard.safeParse({ filePath: '/home/ada/.bashrc' }).success).toBe(false);
    expect(devEmail.configGuard.safeParse({ filePath: 'a\0.log' }).success).toBe(false);
  });

  it('answers invalid_config naming the field when the file cannot be written, after logging the code', async () => {
    logged.length = 0;
    const blocker = join(folder, 'blocker.log');
    await writeFile(blocker, '');
    const send = devEmail.sendMessage(message, { filePath: join(blocker, 'inside.log') }, context);
    await expect(send).rejects.toThrow(ConnectorError);
    await expect(send).rejects.toMatchObject({
      code: 'invalid_config',
      data: { field: 'filePath', message: expect.stringMatching(/^cannot write .*inside\.log \((EEXIST|ENOTDIR)\)$/) },
    });
    expect(logged[0]?.message).toContain('code 493817');
  });
});
