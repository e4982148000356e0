import type { OrganizationRoleRef } from '@gatehouse/schemas/organizations';
import { Tag, TagList } from '../../../components/Tag';

/** The organization roles held, as tags; a dash when none. */
export const RoleTags = ({ roles }: { roles: readonly OrganizationRoleRef[] }) =>
  roles.length === 0 ? (
    '—'
  ) : (
    <TagList>
      {roles.map((role) => (
        <Tag key={role.id}>{role.name}</Tag>
      ))}
    </TagList>
  );
