import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import devEmail from '../email/dev-email';
import { testContext } from '../test/context';
import devSms from './dev-sms';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'gatehouse-dev-sms-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('development SMS', () => {
  it('is named and described as for development, sending nothing', () => {
    expect(devSms.metadata).toMatchObject({ id: 'dev-sms', type: 'sms' });
    expect(devSms.metadata.name.en).toBe('Development SMS (log and file)');
    expect(devSms.metadata.description.en).toMatch(/development only: sends no text message/i);
  });

  it('logs the code for the terminal and appends the text as a JSON line, sharing a file with the email one', async () => {
    const logged: Array<{ message: string; data?: Record<string, unknown> }> = [];
    const context = testContext((message, data) => logged.push({ message, data }));
    const config = devSms.configGuard.parse({ filePath: join(folder, 'sub', 'dev.jsonl') });
    await devSms.sendMessage(
      {
        to: '+15551234567',
        type: 'MfaVerification',
        payload: { code: '052914' },
        content: { subject: 'ignored for SMS', body: 'Gatehouse code: 052914', contentType: 'text/plain' },
      },
      config,
      context,
    );
    await devEmail.sendMessage(
      {
        to: 'ada@example.com',
        type: 'Generic',
        payload: {},
        content: { subject: 'Hello', body: 'Plain words', contentType: 'text/plain' },
      },
      config,
      context,
    );

    const [sms, email, ...rest] = (await readFile(config.filePath, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rest).toEqual([]);
    expect(sms).toEqual({
      time: expect.any(String),
      channel: 'sms',
      to: '+15551234567',
      type: 'MfaVerification',
      body: 'Gatehouse code: 052914',
      payload: { code: '052914' },
    });
    expect(email).toMatchObject({ channel: 'email', subject: 'Hello', body: 'Plain words' });
    expect(logged.map((line) => line.message)).toEqual([
      'Development SMS to +15551234567 (MfaVerification): code 052914',
      // Without a code or link, the body is what the developer needs to see.
      'Development email to ada@example.com (Generic) “Hello”: Plain words',
    ]);
    expect(logged[0]?.data).toEqual({ to: '+15551234567', type: 'MfaVerification', code: '052914' });
  });
});
