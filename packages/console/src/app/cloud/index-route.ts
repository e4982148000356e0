/** Where the cloud console's index route leads (spec §2). */
export type IndexDecision =
  | { to: 'onboarding' }
  | { to: 'tenant'; tenantId: string }
  | { to: 'invitations' }
  | { to: 'welcome' };

export type IndexInputs = {
  onboardingDone: boolean;
  /** The tenant the user last chose (`defaultTenantId` in their custom data). */
  defaultTenantId?: string;
  tenantIds: readonly string[];
  pendingInvitations: number;
};

/**
 * Onboarding not done → onboarding; the stored default tenant if still listed → the first tenant
 * → pending invitations (the landing page lists them) → the landing page with a create button.
 */
export const decideIndex = ({
  onboardingDone,
  defaultTenantId,
  tenantIds,
  pendingInvitations,
}: IndexInputs): IndexDecision => {
  if (!onboardingDone) return { to: 'onboarding' };
  if (defaultTenantId && tenantIds.includes(defaultTenantId)) return { to: 'tenant', tenantId: defaultTenantId };
  const [first] = tenantIds;
  if (first) return { to: 'tenant', tenantId: first };
  return pendingInvitations > 0 ? { to: 'invitations' } : { to: 'welcome' };
};

/** The user's custom data keys the cloud console reads. */
export const onboardingDoneKey = 'isOnboardingDone';
export const defaultTenantKey = 'defaultTenantId';

export const isOnboardingDone = (customData: Record<string, unknown> | undefined) =>
  customData?.[onboardingDoneKey] === true;
