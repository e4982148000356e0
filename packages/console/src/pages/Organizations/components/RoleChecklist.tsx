import type { RoleType } from '@gatehouse/schemas/roles';
import { useTranslation } from 'react-i18next';
import { useOrganizationRoles } from '../../../api/organizations';
import { DataState } from '../../../components/DataState';
import styles from '../../shared.module.css';

/** The organization template's roles of one type as checkboxes; `value` holds the checked ids. */
export const RoleChecklist = ({
  type,
  value,
  onChange,
  label,
}: {
  type: RoleType;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The group's name; 'Organization roles' when not given. */
  label?: string;
}) => {
  const { t } = useTranslation();
  const roles = useOrganizationRoles(type);
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    <fieldset className={styles.radios}>
      <legend className={styles.label}>{label ?? t('organizations.organization_roles')}</legend>
      <DataState
        query={roles}
        isEmpty={(items) => items.length === 0}
        empty={
          <p className={styles.hint}>
            {type === 'User' ? t('organizations.no_user_roles') : t('organizations.no_m2m_roles')}
          </p>
        }
      >
        {(items) => (
          <div className={styles.checklist}>
            {items.map((role) => (
              <label key={role.id} className={styles.option}>
                <input type="checkbox" checked={value.includes(role.id)} onChange={() => toggle(role.id)} />
                {role.name}
              </label>
            ))}
          </div>
        )}
      </DataState>
    </fieldset>
  );
};
