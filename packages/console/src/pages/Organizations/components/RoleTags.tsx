import type { OrganizationRoleRef } from '@gatehouse/schemas/organizations';
import styles from '../../shared.module.css';

/** The organization roles held, as tags; a dash when none. */
export const RoleTags = ({ roles }: { roles: readonly OrganizationRoleRef[] }) =>
  roles.length === 0 ? (
    '—'
  ) : (
    <span className={styles.tags}>
      {roles.map((role) => (
        <span key={role.id} className={styles.tag}>
          {role.name}
        </span>
      ))}
    </span>
  );
