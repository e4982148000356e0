import { describe, expect, it } from 'vitest';
import { decideIndex, isOnboardingDone } from './index-route';

const base = { onboardingDone: true, tenantIds: ['a', 'b'], pendingInvitations: 0 };

describe('the cloud index route', () => {
  it('sends a user who has not finished onboarding there first, whatever tenants they have', () => {
    expect(decideIndex({ ...base, onboardingDone: false })).toEqual({ to: 'onboarding' });
    expect(isOnboardingDone({ isOnboardingDone: true })).toBe(true);
    expect(isOnboardingDone({ isOnboardingDone: 'yes' })).toBe(false);
    expect(isOnboardingDone(undefined)).toBe(false);
  });

  it('opens the stored default tenant only while it is still listed, else the first one', () => {
    expect(decideIndex({ ...base, defaultTenantId: 'b' })).toEqual({ to: 'tenant', tenantId: 'b' });
    expect(decideIndex({ ...base, defaultTenantId: 'gone' })).toEqual({ to: 'tenant', tenantId: 'a' });
    expect(decideIndex(base)).toEqual({ to: 'tenant', tenantId: 'a' });
  });

  it('without tenants: the invitations when some are pending, else the landing page', () => {
    expect(decideIndex({ ...base, tenantIds: [], pendingInvitations: 2, defaultTenantId: 'a' })).toEqual({
      to: 'invitations',
    });
    expect(decideIndex({ ...base, tenantIds: [] })).toEqual({ to: 'welcome' });
  });
});
