import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Measurement } from '../report';
import { runFlow } from '../sign-in-flow';
import { createSignInTarget, managementClient, measureFlows } from './setup';
import type { Benchmark } from './types';

/**
 * Reads the development email connector's file as it grows: the last code sent to each address.
 * One reader for the whole run (each flow would otherwise read the whole file again).
 */
const createInbox = async (file: string) => {
  const handle = await open(file, 'a+');
  const codes = new Map<string, string>();
  let offset = 0;
  let rest = '';
  const readNew = async () => {
    const { size } = await handle.stat();
    if (size <= offset) return;
    const buffer = Buffer.alloc(size - offset);
    await handle.read(buffer, 0, buffer.length, offset);
    offset = size;
    const lines = (rest + buffer.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const message = JSON.parse(line) as { to: string; payload: { code?: string } };
      if (message.payload.code) codes.set(message.to, message.payload.code);
    }
  };
  return {
    /** The code sent to `to`, once it is in the file (the connector wrote it before answering). */
    code: async (to: string) => {
      await readNew();
      const code = codes.get(to);
      if (!code) throw new Error(`no code for ${to}`);
      codes.delete(to);
      return code;
    },
    close: () => handle.close(),
  };
};

/**
 * Registrations by email code per second: start, send a code through the development email
 * connector, read it, verify it, identify (the account is created with its email verified), submit,
 * and the code exchange. Each flow uses a new address: a real person asks for one code at a time, and
 * the per-address limits (one code a minute, ten an hour) would refuse a benchmark that did not.
 */
export const code: Benchmark = {
  name: 'code',
  description: 'complete registrations by email verification code (send, read, verify, submit, token)',
  budget: 40,
  unit: 'sign-ins',
  run: async (server, load): Promise<Measurement> => {
    const management = await managementClient(server.userUrl, server.app);
    const target = await createSignInTarget(management, server.userUrl);
    const folder = await mkdtemp(path.join(tmpdir(), 'gatehouse-bench-code-'));
    const file = path.join(folder, 'mail.log');
    await management('POST', '/api/connectors', { connectorId: 'dev-email', config: { filePath: file } });
    await management('PATCH', '/api/sign-in-exp', {
      signIn: { methods: [{ identifier: 'email', password: false, verificationCode: true, isPasswordPrimary: false }] },
      signUp: { identifiers: ['email'], password: false, verify: true },
    });
    const inbox = await createInbox(file);
    const flow = (iteration: number) => {
      const email = `bench-${iteration}@code.example`;
      // Addresses from 10.0.0.0/8, one per flow: the per-client limits see many clients.
      const address = `10.${(iteration >> 16) & 255}.${(iteration >> 8) & 255}.${iteration & 255}`;
      return runFlow(target, address, async (call) => {
        await call('PUT', '/api/experience', { interactionEvent: 'Register' });
        const identifier = { type: 'email', value: email };
        const sent = await call('POST', '/api/experience/verification/verification-code', { identifier });
        const verified = await call('POST', '/api/experience/verification/verification-code/verify', {
          identifier,
          verificationId: sent.verificationId,
          code: await inbox.code(email),
        });
        await call('POST', '/api/experience/identification', { verificationId: verified.verificationId });
      });
    };
    try {
      await flow(0); // the preflight: one whole flow, checked
      return await measureFlows(load, (_connection, iteration) => flow(iteration));
    } finally {
      await inbox.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
};
