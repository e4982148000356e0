import { LockKeyhole } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourcesWithScopes } from '../../api/resources/queries';
import { Checkbox, CheckboxGroup } from '../../components/Checkbox';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { TransferList } from '../TransferList';

/**
 * Picks permissions across API resources: a searchable list grouped by resource on one side, the
 * chosen ones on the other (a transfer list). Permissions in `held` are shown as already given and
 * cannot be picked.
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
    <TransferList
      search={{ label: t('roles.search_permissions'), value: search, onChange: setSearch }}
      available={
        <DataState
          query={query}
          isEmpty={(resources) => resources.every((resource) => resource.scopes.length === 0)}
          empty={<EmptyState title={t('roles.no_permissions_to_pick')} icon={LockKeyhole} />}
        >
          {(resources) =>
            resources.map((resource) => {
              const scopes = resource.scopes.filter(
                (scope) =>
                  !needle || scope.name.toLowerCase().includes(needle) || resource.name.toLowerCase().includes(needle),
              );
              if (scopes.length === 0) return null;
              return (
                <CheckboxGroup key={resource.id} legend={resource.name} legendStyle="caption">
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
              );
            })
          }
        </DataState>
      }
      chosen={value.map((id) => ({
        id,
        name: names.get(id)?.scope ?? id,
        content: <code>{names.get(id)?.scope ?? id}</code>,
        hint: names.get(id)?.resource,
      }))}
      chosenLabel={t('roles.selected_permissions')}
      onUnpick={toggle}
    />
  );
};
