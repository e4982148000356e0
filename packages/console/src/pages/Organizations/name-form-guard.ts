import { createOrganizationGuard } from '@gatehouse/schemas/organizations';

const fields = createOrganizationGuard.shape;

/** An organization's name and description as its forms hold them, by `createOrganizationGuard` (blank: none). */
export const organizationNameFormGuard = createOrganizationGuard
  .pick({ name: true })
  .extend({ description: fields.description.unwrap().unwrap() });
