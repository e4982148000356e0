import type { RoleApplication } from '@gatehouse/schemas/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useM2mCandidates, useRoleApplications, useRoleMutations } from '../../../api/roles';
import { Button } from '../../../components/Button';
import { confirmThenRun, runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { AssignModal } from '../../AssignModal';
import { removeColumn, SearchableTable } from '../../SearchableTable';
import { useDetailsRole } from '.';

/** The machine-to-machine applications holding an M2M role: assign more, remove with confirmation. */
export const ApplicationsTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const list = useListParams();
  const { page } = list;
  const query = useRoleApplications(role.id, page);
  const [assigning, setAssigning] = useState(false);
  const candidates = useM2mCandidates(role.id, assigning);
  const { assignApplications, removeApplication } = useRoleMutations();
  if (role.type !== 'MachineToMachine') return <Navigate to="../users" replace />;

  const remove = async (app: RoleApplication) => {
    await confirmThenRun(
      {
        title: t('roles.remove_application_title'),
        message: t('roles.remove_application_message', { name: app.name, role: role.name }),
        confirmText: t('roles.remove'),
      },
      () => removeApplication.mutateAsync({ id: role.id, applicationId: app.id }),
      t('roles.application_removed', { name: app.name }),
    );
  };

  const assign = async (applicationIds: string[]) => {
    return runThenSay(
      () => assignApplications.mutateAsync({ id: role.id, applicationIds }),
      t('roles.applications_assigned', { count: applicationIds.length }),
    );
  };

  return (
    <>
      <SearchableTable
        query={query}
        list={list}
        action={
          <Button kind="primary" onClick={() => setAssigning(true)}>
            {t('roles.assign_applications')}
          </Button>
        }
        caption={t('roles.applications')}
        empty={{ title: t('roles.applications_empty_title'), description: t('roles.applications_empty_description') }}
        columns={[
          { key: 'name', title: t('roles.application'), render: (row) => row.name },
          { key: 'id', title: t('roles.application_id'), render: (row) => <code>{row.id}</code> },
          removeColumn(t, (row) => row.name, remove),
        ]}
      />
      <AssignModal
        open={assigning}
        onClose={() => setAssigning(false)}
        title={t('roles.assign_applications')}
        description={t('roles.assign_applications_description', { role: role.name })}
        candidates={candidates}
        toOption={(app) => ({ id: app.id, label: app.name, hint: app.id })}
        emptyTitle={t('roles.no_applications_to_pick')}
        searchLabel={t('roles.search_applications')}
        onAssign={assign}
        pending={assignApplications.isPending}
      />
    </>
  );
};
