import { describe, expect, it } from 'vitest';
import { tenantStatus } from './tenant-status';

const healthy = {
  isSuspended: false,
  planId: 'Free',
  usage: { activeUsers: 10, tokenUsage: 100 },
  quota: { mauLimit: 50_000, tokenLimit: 500_000 },
};

describe('the tenant status tag (spec §4)', () => {
  it('shows none for a tenant within its limits, or with unlimited ones', () => {
    expect(tenantStatus(healthy)).toBeUndefined();
    expect(
      tenantStatus({
        ...healthy,
        usage: { activeUsers: 1e9, tokenUsage: 1e9 },
        quota: { mauLimit: null, tokenLimit: null },
      }),
    ).toBeUndefined();
  });

  it('puts suspended first, then MAU exceeded (at the limit counts), then token exceeded', () => {
    const over = { activeUsers: 50_000, tokenUsage: 500_000 };
    expect(tenantStatus({ ...healthy, isSuspended: true, usage: over })).toBe('suspended');
    expect(tenantStatus({ ...healthy, usage: over })).toBe('mau_exceeded');
    expect(tenantStatus({ ...healthy, usage: { activeUsers: 49_999, tokenUsage: 500_000 } })).toBe('token_exceeded');
    expect(tenantStatus({ ...healthy, usage: { activeUsers: 49_999, tokenUsage: 499_999 } })).toBeUndefined();
  });

  it('never flags tokens on a paid or enterprise plan', () => {
    const tokensOver = { activeUsers: 0, tokenUsage: 600_000 };
    expect(tenantStatus({ ...healthy, planId: 'Development', usage: tokensOver })).toBe('token_exceeded');
    expect(tenantStatus({ ...healthy, planId: 'Pro', usage: tokensOver })).toBeUndefined();
    expect(tenantStatus({ ...healthy, planId: 'Pro202411', usage: tokensOver })).toBeUndefined();
    expect(tenantStatus({ ...healthy, planId: 'acme-enterprise', usage: tokensOver })).toBeUndefined();
  });
});
