import { useTranslation } from 'react-i18next';
import { useAllOrganizationScopes } from '../../../api/organization-template';
import { DataState } from '../../../components/DataState';
import styles from '../../shared.module.css';

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
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t('organization_template.permissions')}</legend>
      <DataState
        query={query}
        isEmpty={(scopes) => scopes.length === 0}
        empty={<p className={styles.hint}>{t('organization_template.no_permissions_to_pick')}</p>}
      >
        {(scopes) => (
          <div className={styles.checklist}>
            {scopes.map((scope) => (
              <label key={scope.id} className={styles.option}>
                <input
                  type="checkbox"
                  checked={chosen.has(scope.id) || heldSet.has(scope.id)}
                  disabled={heldSet.has(scope.id)}
                  onChange={() => toggle(scope.id)}
                />
                <code>{scope.name}</code>
                {scope.description ? <span className={styles.optionHint}>{scope.description}</span> : null}
              </label>
            ))}
          </div>
        )}
      </DataState>
    </fieldset>
  );
};
