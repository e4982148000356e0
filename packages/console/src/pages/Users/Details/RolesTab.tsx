import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAssignUserRoles, useRemoveUserRole } from '../../../api/users/mutations';
import { useUserRoleCandidates, useUserRoles } from '../../../api/users/queries';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { userTitle } from '../identity';
import { useDetailsUser } from '.';

/** The user's roles (User roles only): assign more, remove with confirmation. */
export const RolesTab = () => {
  const { t } = useTranslation();
  const user = useDetailsUser();
  const list = useListParams();
  const query = useUserRoles(user.id, list.page);
  const assigning = useAssigning();
  const candidates = useUserRoleCandidates(user.id, assigning.open);
  const assignRoles = useAssignUserRoles();
  const removeRole = useRemoveUserRole();
  const name = userTitle(user);
  return (
    <RelationTab
      query={query}
      list={list}
      caption={t('users.roles')}
      empty={{ icon: UserCog, title: t('users.roles_empty_title'), description: t('users.roles_empty_description') }}
      columns={[
        { key: 'name', title: t('roles.name'), render: (row) => row.name },
        { key: 'description', title: t('roles.description'), render: (row) => row.description },
      ]}
      remove={{
        label: (role) => role.name,
        confirm: (role) => ({
          title: t('roles.remove_user_title'),
          message: t('roles.remove_user_message', { name, role: role.name }),
          confirmText: t('roles.remove'),
        }),
        run: (role) => removeRole.mutateAsync({ id: user.id, role }),
        done: (role) => t('users.role_removed', { role: role.name }),
      }}
      assign={{
        label: t('users.assign_roles'),
        description: t('users.assign_roles_description', { name }),
        state: assigning,
        candidates,
        toOption: (role) => ({ id: role.id, label: role.name, hint: role.description }),
        emptyTitle: t('users.no_roles_to_pick'),
        run: (roleIds) =>
          runThenSay(
            () => assignRoles.mutateAsync({ id: user.id, roleIds }),
            t('users.roles_assigned', { count: roleIds.length }),
          ),
        pending: assignRoles.isPending,
      }}
    />
  );
};
