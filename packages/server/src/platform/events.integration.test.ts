import type { DataEvent } from '@gatehouse/schemas/events';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createEventOutbox, type StoredEvent, tenantChange } from './events';

let gh: TestGatehouse;
const silent = pino({ level: 'silent' });
const event = (organizationId: string): DataEvent => ({ event: 'Organization.Deleted', organizationId });

beforeAll(async () => {
  gh = await startTestGatehouse();
});
afterAll(() => gh?.stop());

const pending = async (organizationId: string) =>
  (
    await gh.deps.database.system
      .selectFrom('events')
      .select(['deliveredAt'])
      .where('tenantId', '=', 'default')
      .where(({ eb, ref }) =>
        eb(eb.fn('jsonb_extract_path_text', [ref('payload'), eb.val('organizationId')]), '=', organizationId),
      )
      .execute()
  ).map((row) => row.deliveredAt === null);

describe('the event outbox', () => {
  it('writes nothing when the change rolls back', async () => {
    const change = tenantChange(gh.deps, 'default');
    await expect(
      change(
        async () => {
          throw new Error('the change failed');
        },
        () => event('rolled-back'),
      ),
    ).rejects.toThrow('the change failed');
    await expect(
      gh.deps.database.withTenant('default', async (trx) => {
        await gh.deps.events.emit(trx, event('rolled-back-after-emit'));
        throw new Error('failed after emitting');
      }),
    ).rejects.toThrow('failed after emitting');
    expect(await pending('rolled-back')).toEqual([]);
    expect(await pending('rolled-back-after-emit')).toEqual([]);
  });

  it('keeps an event whose delivery failed, and a later outbox (a restart) delivers it once', async () => {
    const failing = createEventOutbox(gh.deps.database, silent, async () => {
      throw new Error('delivery down');
    });
    await gh.deps.database.withTenant('default', (trx) => failing.emit(trx, event('survives')));
    await failing.drain();
    expect(await pending('survives')).toEqual([true]);

    const delivered: StoredEvent[] = [];
    const restarted = () =>
      createEventOutbox(gh.deps.database, silent, async (_trx, events) => {
        delivered.push(
          ...events.filter((stored) => 'organizationId' in stored.event && stored.event.organizationId === 'survives'),
        );
      });
    await Promise.all([restarted().drain(), restarted().drain(), restarted().drain()]);
    expect(delivered.map((stored) => stored.event)).toEqual([event('survives')]);
    expect(await pending('survives')).toEqual([false]);
  });

  it('delivers a management API change as its audit record, written from the outbox', async () => {
    const http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
    const created = await http.post('/api/organizations', { name: 'Outbox Inc' });
    expect(created.status).toBe(201);
    await gh.settle();
    expect(await pending(created.body.id)).toEqual([false]);
    const logs = await http.get('/api/logs?logKey=TriggerHook.Organization.Created');
    expect(logs.body).toContainEqual(
      expect.objectContaining({
        key: 'TriggerHook.Organization.Created',
        payload: expect.objectContaining({ result: 'Success', organizationId: created.body.id }),
      }),
    );
  });
});

describe('cache invalidation', () => {
  it('drops caches when the change commits, before its promise resolves, and never for a rollback', async () => {
    const seen: string[] = [];
    gh.deps.bus.subscribe(({ tenantId, topic }) => {
      if (tenantId === 'default' && topic === 'sign-in-experience') seen.push('invalidated');
    });
    const changing = gh.deps.bus.changing('default', 'sign-in-experience');

    await expect(
      changing(async () => {
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(seen).toEqual([]);

    await changing(async () => {
      seen.push('changed');
    });
    // On PostgreSQL the other instances' copy of the message comes later, by NOTIFY; this one's is immediate.
    expect(seen.slice(0, 2)).toEqual(['changed', 'invalidated']);
  });
});
