import type { RoleType } from '@gatehouse/schemas/roles';
import { useTranslation } from 'react-i18next';
import { useOrganizationRoles } from '../../../api/organization-template/queries';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { DataState } from '../../../components/DataState';
import { FieldError, Hint } from '../../../components/FormField';

/** The organization template's roles of one type as checkboxes; `value` holds the checked ids. */
export const RoleChecklist = ({
  type,
  value,
  onChange,
  label,
  error,
}: {
  type: RoleType;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The group's name; 'Organization roles' when not given. */
  label?: string;
  /** Why the server refused the roles. */
  error?: string;
}) => {
  const { t } = useTranslation();
  const roles = useOrganizationRoles(type);
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  const legend = label ?? t('organizations.organization_roles');
  return (
    <DataState
      query={roles}
      isEmpty={(items) => items.length === 0}
      empty={
        <CheckboxGroup legend={legend}>
          <Hint>{type === 'User' ? t('organizations.no_user_roles') : t('organizations.no_m2m_roles')}</Hint>
        </CheckboxGroup>
      }
    >
      {(items) => (
        <>
          <CheckboxGroup legend={legend} grid>
            {items.map((role) => (
              <Checkbox
                key={role.id}
                label={role.name}
                checked={value.includes(role.id)}
                onChange={() => toggle(role.id)}
              />
            ))}
          </CheckboxGroup>
          {error ? <FieldError>{error}</FieldError> : null}
        </>
      )}
    </DataState>
  );
};
