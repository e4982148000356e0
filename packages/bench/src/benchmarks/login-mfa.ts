import { argon2idOptions } from '@gatehouse/server/passwords/hashing';
import { hash } from '@node-rs/argon2';
import { generateSync } from 'otplib';
import type { LoadOptions } from '../load';
import type { Measurement } from '../report';
import type { BenchServer } from '../server';
import { runFlow } from '../sign-in-flow';
import { login } from './login';
import { createSignInTarget, managementClient, measureFlows } from './setup';
import type { Benchmark } from './types';

const password = 'Bench-Tr0ub4dor-9';
const stepSeconds = 30;
/**
 * A TOTP code is accepted once per user and 30 s step, so each connection takes turns over its own users:
 * enough that none comes round twice in a step at about 5 sign-ins/s per connection.
 */
const usersPerConnection = 160;

type Enrolled = { username: string; secret: string; lastStep: number };

const prepared = new WeakMap<
  BenchServer,
  Promise<{ target: Awaited<ReturnType<typeof createSignInTarget>>; pools: Enrolled[][] }>
>();

/** The tenant prompts users who have TOTP for it; every user has a password (imported digest) and TOTP. */
const prepare = (server: BenchServer, load: LoadOptions) => {
  const existing = prepared.get(server);
  if (existing) return existing;
  const made = (async () => {
    const management = await managementClient(server.userUrl, server.app);
    const target = await createSignInTarget(management, server.userUrl);
    await management('PATCH', '/api/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'UserControlled' } });
    // One digest with the server's own parameters: no rehash on sign-in, and no Argon2id per user made here.
    const passwordDigest = await hash(password, argon2idOptions);
    const enroll = async (connection: number, index: number): Promise<Enrolled> => {
      const username = `bench_mfa_${connection}_${index}`;
      const { id } = await management<{ id: string }>('POST', '/api/users', {
        username,
        passwordDigest,
        passwordAlgorithm: 'Argon2id',
      });
      const { secret } = await management<{ secret: string }>('POST', `/api/users/${id}/mfa-verifications`, {
        type: 'Totp',
      });
      return { username, secret, lastStep: 0 };
    };
    const pools: Enrolled[][] = [];
    for (let connection = 0; connection < load.connections; connection++) {
      pools.push(
        await Promise.all(Array.from({ length: usersPerConnection }, (_, index) => enroll(connection, index))),
      );
    }
    return { target, pools };
  })();
  prepared.set(server, made);
  return made;
};

/** The connection's next user not yet signed in during this step (an error if it ran out: raise the pool). */
const nextUser = (pool: Enrolled[], step: number) => {
  const user = pool.find((candidate) => candidate.lastStep < step);
  if (!user) throw new Error(`every user of a connection signed in during one ${stepSeconds} s step`);
  user.lastStep = step;
  return user;
};

export const loginMfa: Benchmark = {
  name: 'login-mfa',
  description: 'complete authorization-code sign-ins with a password and a TOTP code through the Experience API',
  budget: 35,
  unit: 'sign-ins',
  reference: login.reference,
  run: async (server, load): Promise<Measurement> => {
    const { target, pools } = await prepare(server, load);
    return measureFlows(load, (connection, iteration) => {
      const now = Date.now();
      const step = Math.floor(now / 1000 / stepSeconds);
      const user = nextUser(pools[connection] ?? [], step);
      return runFlow(target, `203.0.113.${(iteration % 250) + 1}`, async (call) => {
        await call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
        const identifier = { type: 'username', value: user.username };
        const { verificationId } = await call('POST', '/api/experience/verification/password', {
          identifier,
          password,
        });
        await call('POST', '/api/experience/identification', { verificationId });
        const code = generateSync({ secret: user.secret, period: stepSeconds, epoch: Math.floor(now / 1000) });
        await call('POST', '/api/experience/verification/totp/verify', { code });
      });
    });
  },
};
