import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAssignRoleApplications, useRemoveRoleApplication } from '../../../api/roles/mutations';
import { useM2mCandidates, useRoleApplications } from '../../../api/roles/queries';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { useDetailsRole } from '.';

/** The machine-to-machine applications holding an M2M role: assign more, remove with confirmation. */
export const ApplicationsTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const list = useListParams();
  const query = useRoleApplications(role.id, list.page);
  const assigning = useAssigning();
  const candidates = useM2mCandidates(role.id, assigning.open);
  const assignApplications = useAssignRoleApplications();
  const removeApplication = useRemoveRoleApplication();
  if (role.type !== 'MachineToMachine') return <Navigate to="../users" replace />;
  return (
    <RelationTab
      query={query}
      list={list}
      caption={t('roles.applications')}
      empty={{
        icon: Bot,
        title: t('roles.applications_empty_title'),
        description: t('roles.applications_empty_description'),
      }}
      columns={[
        { key: 'name', title: t('roles.application'), render: (row) => row.name },
        { key: 'id', title: t('roles.application_id'), render: (row) => <code>{row.id}</code> },
      ]}
      remove={{
        label: (app) => app.name,
        confirm: (app) => ({
          title: t('roles.remove_application_title'),
          message: t('roles.remove_application_message', { name: app.name, role: role.name }),
          confirmText: t('roles.remove'),
        }),
        run: (app) => removeApplication.mutateAsync({ id: role.id, applicationId: app.id }),
        done: (app) => t('roles.application_removed', { name: app.name }),
      }}
      assign={{
        label: t('roles.assign_applications'),
        description: t('roles.assign_applications_description', { role: role.name }),
        state: assigning,
        candidates,
        toOption: (app) => ({ id: app.id, label: app.name, hint: app.id }),
        emptyTitle: t('roles.no_applications_to_pick'),
        searchLabel: t('roles.search_applications'),
        run: (applicationIds) =>
          runThenSay(
            () => assignApplications.mutateAsync({ id: role.id, applicationIds }),
            t('roles.applications_assigned', { count: applicationIds.length }),
          ),
        pending: assignApplications.isPending,
      }}
    />
  );
};
