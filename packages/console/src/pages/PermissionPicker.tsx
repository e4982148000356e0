import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourcesWithScopes } from '../api/roles';
import { DataState } from '../components/DataState';
import { EmptyState } from '../components/EmptyState';
import styles from './shared.module.css';

/**
 * Picks permissions across API resources: a searchable list grouped by
 * resource on one side, the chosen ones on the other (a transfer list).
 * Permissions in `held` are shown as already given and cannot be picked.
 */
export const PermissionPicker = ({
  value,
  onChange,
  held = [],
  hideReadOnly = false,
}: {
  value: string[];
  onChange: (scopeIds: string[]) => void;
  held?: string[];
  /** Leaves out APIs Gatehouse manages (the management API), which third-party apps may not ask for. */
  hideReadOnly?: boolean;
}) => {
  const { t } = useTranslation();
  const all = useResourcesWithScopes();
  const query = hideReadOnly ? { ...all, data: all.data?.filter((resource) => !resource.isReadOnly) } : all;
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const heldSet = new Set(held);
  const names = useMemo(
    () =>
      new Map(
        (query.data ?? []).flatMap((resource) =>
          resource.scopes.map((scope) => [scope.id, { scope: scope.name, resource: resource.name }] as const),
        ),
      ),
    [query.data],
  );
  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((item) => item !== id) : [...value, id]);
  const needle = search.trim().toLowerCase();

  return (
    <div className={styles.transfer}>
      <div className={styles.transferColumn}>
        <input
          type="search"
          className={styles.transferSearch}
          placeholder={t('roles.search_permissions')}
          aria-label={t('roles.search_permissions')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <DataState
          query={query}
          isEmpty={(resources) => resources.every((resource) => resource.scopes.length === 0)}
          empty={<EmptyState title={t('roles.no_permissions_to_pick')} />}
        >
          {(resources) => (
            <div className={styles.transferList}>
              {resources.map((resource) => {
                const scopes = resource.scopes.filter(
                  (scope) =>
                    !needle ||
                    scope.name.toLowerCase().includes(needle) ||
                    resource.name.toLowerCase().includes(needle),
                );
                if (scopes.length === 0) return null;
                return (
                  <fieldset key={resource.id} className={styles.group}>
                    <legend className={styles.groupTitle}>{resource.name}</legend>
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
                  </fieldset>
                );
              })}
            </div>
          )}
        </DataState>
      </div>
      <div className={styles.transferColumn}>
        <p className={styles.groupTitle}>{t('roles.selected_count', { count: value.length })}</p>
        <ul className={styles.transferList} aria-label={t('roles.selected_permissions')}>
          {value.map((id) => (
            <li key={id} className={styles.chosen}>
              <span>
                <code>{names.get(id)?.scope ?? id}</code>{' '}
                <span className={styles.optionHint}>{names.get(id)?.resource}</span>
              </span>
              <button
                type="button"
                className={styles.removeChosen}
                onClick={() => toggle(id)}
                aria-label={t('roles.unselect', { name: names.get(id)?.scope ?? id })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
