import { useTranslation } from 'react-i18next';
import { useAllOrganizationScopes } from '../../../api/organization-template/queries';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { DataState } from '../../../components/DataState';
import { Hint } from '../../../components/FormField';

/** Picks organization permissions from a checklist; those in `held` show as already given. */
export const OrganizationScopeChecklist = ({
  value,
  onChange,
  held = [],
}: {
  value: string[];
  onChange: (organizationScopeIds: string[]) => void;
  held?: string[];
}) => {
  const { t } = useTranslation();
  const query = useAllOrganizationScopes();
  const chosen = new Set(value);
  const heldSet = new Set(held);
  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    <DataState
      query={query}
      isEmpty={(scopes) => scopes.length === 0}
      empty={
        <CheckboxGroup legend={t('organization_template.permissions')} legendStyle="caption">
          <Hint>{t('organization_template.no_permissions_to_pick')}</Hint>
        </CheckboxGroup>
      }
    >
      {(scopes) => (
        <CheckboxGroup legend={t('organization_template.permissions')} legendStyle="caption" grid>
          {scopes.map((scope) => (
            <Checkbox
              key={scope.id}
              label={<code>{scope.name}</code>}
              hint={scope.description}
              checked={chosen.has(scope.id) || heldSet.has(scope.id)}
              disabled={heldSet.has(scope.id)}
              onChange={() => toggle(scope.id)}
            />
          ))}
        </CheckboxGroup>
      )}
    </DataState>
  );
};
