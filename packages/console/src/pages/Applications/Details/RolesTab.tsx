import type { Role } from '@gatehouse/schemas/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useApplicationMutations, useApplicationRoles, useRoleCandidates } from '../../../api/applications';
import { Button } from '../../../components/Button';
import { confirmThenRun, runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { AssignModal } from '../../AssignModal';
import { removeColumn, SearchableTable } from '../../SearchableTable';
import { useDetailsApplication } from '.';

/** The machine-to-machine roles of an M2M app: assign, remove with confirmation. */
export const RolesTab = () => {
  const { t } = useTranslation();
  const application = useDetailsApplication();
  const list = useListParams();
  const { page } = list;
  const query = useApplicationRoles(application.id, page);
  const [assigning, setAssigning] = useState(false);
  const candidates = useRoleCandidates(application.id, assigning);
  const { assignRoles, removeRole } = useApplicationMutations();
  if (application.type !== 'MachineToMachine') return <Navigate to="../settings" replace />;

  const remove = async (role: Role) => {
    await confirmThenRun(
      {
        title: t('roles.remove_application_title'),
        message: t('roles.remove_application_message', { name: application.name, role: role.name }),
        confirmText: t('roles.remove'),
      },
      () => removeRole.mutateAsync({ id: application.id, roleId: role.id }),
      t('roles.application_removed', { name: application.name }),
    );
  };

  const assign = async (roleIds: string[]) => {
    return runThenSay(() => assignRoles.mutateAsync({ id: application.id, roleIds }));
  };

  return (
    <>
      <SearchableTable
        query={query}
        list={list}
        action={
          <Button kind="primary" onClick={() => setAssigning(true)}>
            {t('applications.assign_roles')}
          </Button>
        }
        caption={t('applications.roles')}
        empty={{ title: t('applications.roles_empty_title'), description: t('applications.roles_empty_description') }}
        columns={[
          { key: 'name', title: t('roles.name'), render: (row) => row.name },
          { key: 'description', title: t('roles.description'), render: (row) => row.description },
          removeColumn(t, (row) => row.name, remove),
        ]}
      />
      <AssignModal
        open={assigning}
        onClose={() => setAssigning(false)}
        title={t('applications.assign_roles')}
        candidates={candidates}
        toOption={(role) => ({ id: role.id, label: role.name, hint: role.description })}
        emptyTitle={t('applications.no_roles_to_pick')}
        onAssign={assign}
        pending={assignRoles.isPending}
      />
    </>
  );
};
