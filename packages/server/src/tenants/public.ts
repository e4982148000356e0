import type { Tenant } from '@gatehouse/schemas/tenants';
import type { Db } from '../platform/db/database';
import { createTenantQueries } from './queries';

/** Records a tenant unless it exists (provisioning, app/seed.ts); on the system connection. */
export const insertTenantIfMissing = (db: Db, tenant: Pick<Tenant, 'id' | 'name' | 'tag' | 'regionName'>) =>
  createTenantQueries(db).insertIfMissing(tenant);

/** The membership model of tenants (organizations of the admin tenant), for seeding and registration. */
export {
  ensureTenantOrganization,
  ensureTenantRoles,
  grantConsoleAccess,
  setTenantMember,
  tenantIdOfOrganization,
  tenantMemberIds,
  tenantOrganizationId,
  tenantScopesOf,
} from './membership';
