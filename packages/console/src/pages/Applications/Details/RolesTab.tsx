import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAssignApplicationRoles, useRemoveApplicationRole } from '../../../api/applications/mutations';
import { useApplicationRoles, useRoleCandidates } from '../../../api/applications/queries';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { useDetailsApplication } from '.';

/** The machine-to-machine roles of an M2M app: assign, remove with confirmation. */
export const RolesTab = () => {
  const { t } = useTranslation();
  const application = useDetailsApplication();
  const list = useListParams();
  const query = useApplicationRoles(application.id, list.page);
  const assigning = useAssigning();
  const candidates = useRoleCandidates(application.id, assigning.open);
  const assignRoles = useAssignApplicationRoles();
  const removeRole = useRemoveApplicationRole();
  if (application.type !== 'MachineToMachine') return <Navigate to="../settings" replace />;
  return (
    <RelationTab
      query={query}
      list={list}
      caption={t('applications.roles')}
      empty={{
        icon: UserCog,
        title: t('applications.roles_empty_title'),
        description: t('applications.roles_empty_description'),
      }}
      columns={[
        { key: 'name', title: t('roles.name'), render: (row) => row.name },
        { key: 'description', title: t('roles.description'), render: (row) => row.description },
      ]}
      remove={{
        label: (role) => role.name,
        confirm: (role) => ({
          title: t('roles.remove_application_title'),
          message: t('roles.remove_application_message', { name: application.name, role: role.name }),
          confirmText: t('roles.remove'),
        }),
        run: (role) => removeRole.mutateAsync({ id: application.id, roleId: role.id }),
        done: () => t('roles.application_removed', { name: application.name }),
      }}
      assign={{
        label: t('applications.assign_roles'),
        state: assigning,
        candidates,
        toOption: (role) => ({ id: role.id, label: role.name, hint: role.description }),
        emptyTitle: t('applications.no_roles_to_pick'),
        run: (roleIds) => runThenSay(() => assignRoles.mutateAsync({ id: application.id, roleIds })),
        pending: assignRoles.isPending,
      }}
    />
  );
};
