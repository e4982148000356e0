import type { RoleScope } from '@gatehouse/schemas/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleMutations, useRoleScopes } from '../../../api/roles';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { Table } from '../../../components/Table';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { PermissionPicker } from '../../PermissionPicker';
import { removeColumn } from '../../SearchableTable';
import styles from '../../shared.module.css';
import { useDetailsRole } from '.';

/** The permissions a role grants, across API resources: assign more, remove with confirmation. */
export const PermissionsTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const query = useRoleScopes(role.id);
  const { assignScopes, removeScope } = useRoleMutations();
  const [assigning, setAssigning] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);

  const remove = async (scope: RoleScope) => {
    await confirmThenRun(
      {
        title: t('roles.remove_permission_title'),
        message: t('roles.remove_permission_message', { name: scope.name, role: role.name }),
        confirmText: t('roles.remove'),
      },
      () => removeScope.mutateAsync({ id: role.id, scopeId: scope.id }),
      t('roles.permission_removed', { name: scope.name }),
    );
  };

  const assign = async () => {
    try {
      await assignScopes.mutateAsync({ id: role.id, scopeIds: picked });
      toast.success(t('roles.permissions_assigned', { count: picked.length }));
      setPicked([]);
      setAssigning(false);
    } catch (error) {
      handleSubmitError(error);
    }
  };

  return (
    <>
      {role.isReadOnly ? <p className={styles.note}>{t('roles.read_only_note')}</p> : null}
      <div className={styles.toolbar}>
        <span />
        {role.isReadOnly ? null : (
          <Button kind="primary" onClick={() => setAssigning(true)}>
            {t('roles.assign_permissions')}
          </Button>
        )}
      </div>
      <DataState
        query={query}
        isEmpty={(scopes) => scopes.length === 0}
        empty={
          <EmptyState
            title={t('roles.permissions_empty_title')}
            description={t('roles.permissions_empty_description')}
          />
        }
      >
        {(scopes) => (
          <Table
            caption={t('roles.permissions')}
            rows={scopes}
            rowKey={(row) => row.id}
            columns={[
              { key: 'name', title: t('api_resources.permission_name'), render: (row) => <code>{row.name}</code> },
              { key: 'resource', title: t('roles.api_resource'), render: (row) => row.resource.name },
              {
                key: 'description',
                title: t('api_resources.permission_description'),
                render: (row) => row.description ?? '',
              },
              ...(role.isReadOnly ? [] : [removeColumn<RoleScope>(t, (row) => row.name, remove)]),
            ]}
          />
        )}
      </DataState>
      <Modal
        open={assigning}
        onOpenChange={(next) => {
          if (!next) {
            setAssigning(false);
            setPicked([]);
          }
        }}
        title={t('roles.assign_permissions')}
        description={t('roles.assign_permissions_description', { role: role.name })}
        size="medium"
        footer={
          <>
            <Button onClick={() => setAssigning(false)}>{t('general.cancel')}</Button>
            <Button
              kind="primary"
              disabled={picked.length === 0}
              loading={assignScopes.isPending}
              onClick={() => void assign()}
            >
              {t('roles.assign')}
            </Button>
          </>
        }
      >
        <PermissionPicker value={picked} onChange={setPicked} held={(query.data ?? []).map((scope) => scope.id)} />
      </Modal>
    </>
  );
};
