import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../platform/db/json';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';

const day = 86_400_000;
let kept: TestGatehouse;
let purged: TestGatehouse;

beforeAll(async () => {
  [kept, purged] = await Promise.all([
    startTestGatehouse(),
    startTestGatehouse({ GATEHOUSE_AUDIT_LOG_RETENTION_DAYS: '30' }),
  ]);
});
afterAll(async () => {
  await Promise.all([kept?.stop(), purged?.stop()]);
});

/** Audit records of two tenants, 40 and 10 days old. */
const seedRecords = async (gh: TestGatehouse) => {
  const now = Date.now();
  const rows = ['default', 'admin'].flatMap((tenantId) =>
    [40, 10].map((age) => ({
      tenantId,
      id: `${tenantId}-${age}`,
      key: 'Interaction.SignIn.Submit',
      payload: json({ result: 'Success' }),
      createdAt: new Date(now - age * day),
    })),
  );
  await gh.deps.database.system.insertInto('logs').values(rows).execute();
};

const remainingIds = async (gh: TestGatehouse) =>
  (
    await gh.deps.database.system
      .selectFrom('logs')
      .select('id')
      .where('id', 'in', ['default-40', 'default-10', 'admin-40', 'admin-10'])
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

describe('audit-log retention', () => {
  it('purges records older than the retention days in every tenant, in the background job', async () => {
    await seedRecords(purged);
    await purged.jobs.runNow();
    expect(await remainingIds(purged)).toEqual(['admin-10', 'default-10']);
  });

  it('keeps every record when no retention is configured (the self-hosted default)', async () => {
    await seedRecords(kept);
    await kept.jobs.runNow();
    expect(await remainingIds(kept)).toEqual(['admin-10', 'admin-40', 'default-10', 'default-40']);
  });
});
