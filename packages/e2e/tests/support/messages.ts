import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ManagementApi } from './management';

/** One message a development connector (`dev-email`, `dev-sms`) wrote: a JSON line of its file. */
type Message = { to: string; type: string; payload: { code?: string } };

const readMessages = async (file: string): Promise<Message[]> => {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Message);
};

/**
 * The default tenant's email and SMS connectors for a test file: the development ones, each
 * writing its messages to a file of its own in a temporary folder. `remove` deletes both and the
 * folder (the tenant has at most one of each kind, so a file that creates them must remove them).
 */
export const setUpMessageConnectors = async (management: ManagementApi) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'gatehouse-e2e-codes-'));
  const files = { email: path.join(folder, 'mail.log'), phone: path.join(folder, 'sms.log') };
  const ids: string[] = [];
  try {
    for (const [connectorId, filePath] of [
      ['dev-email', files.email],
      ['dev-sms', files.phone],
    ]) {
      const created = await management.call<{ id: string }>(
        'POST',
        '/connectors',
        { connectorId, config: { filePath } },
        201,
      );
      ids.push(created.id);
    }
  } catch (error) {
    for (const id of ids) await management.call('DELETE', `/connectors/${id}`, undefined, 204);
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    /**
     * The code of the last message to `to` (an email address in lower case, or a phone number as
     * `+` and digits), waiting for it to arrive; `not` skips a code already read (a resend).
     */
    codeFor: async (type: 'email' | 'phone', to: string, not?: string) => {
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            code = (await readMessages(files[type])).filter((message) => message.to === to).at(-1)?.payload.code;
            return code !== undefined && code !== not;
          },
          { message: `a code for ${to} in ${files[type]}`, timeout: 10_000 },
        )
        .toBe(true);
      return code ?? '';
    },
    remove: async () => {
      for (const id of ids) await management.call('DELETE', `/connectors/${id}`, undefined, 204);
      await rm(folder, { recursive: true, force: true });
    },
  };
};

export type MessageConnectors = Awaited<ReturnType<typeof setUpMessageConnectors>>;
