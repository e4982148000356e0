import type { RoleUser } from '@gatehouse/schemas/roles';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAssignRoleUsers, useRemoveRoleUser } from '../../../api/roles/mutations';
import { useRoleUsers } from '../../../api/roles/queries';
import { useRoleUserCandidates } from '../../../api/users/queries';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { useDetailsRole } from '.';

const identifierOf = (user: Pick<RoleUser, 'id' | 'username' | 'primaryEmail' | 'primaryPhone'>) =>
  user.username ?? user.primaryEmail ?? user.primaryPhone ?? user.id;

/** The users holding a User role; removing one asks first. */
export const UsersTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const list = useListParams();
  const query = useRoleUsers(role.id, list.page);
  const removeUser = useRemoveRoleUser();
  const assignUsers = useAssignRoleUsers();
  const assigning = useAssigning();
  const candidates = useRoleUserCandidates(role.id, assigning.search, assigning.open);
  if (role.type !== 'User') return <Navigate to="../machine-to-machine-apps" replace />;
  return (
    <RelationTab
      query={query}
      list={list}
      caption={t('roles.users')}
      empty={{ icon: Users, title: t('roles.users_empty_title'), description: t('roles.users_empty_description') }}
      columns={[
        { key: 'user', title: t('roles.user'), render: (row) => row.name ?? identifierOf(row) },
        { key: 'identifier', title: t('roles.identifier'), render: (row) => identifierOf(row) },
      ]}
      remove={{
        label: identifierOf,
        confirm: (user) => ({
          title: t('roles.remove_user_title'),
          message: t('roles.remove_user_message', { name: identifierOf(user), role: role.name }),
          confirmText: t('roles.remove'),
        }),
        run: (user) => removeUser.mutateAsync({ id: role.id, userId: user.id }),
        done: (user) => t('roles.user_removed', { name: identifierOf(user) }),
      }}
      assign={{
        label: t('roles.assign_users'),
        description: t('roles.assign_users_description', { role: role.name }),
        state: assigning,
        candidates,
        toOption: (user) => ({
          id: user.id,
          label: user.name ? `${user.name} (${identifierOf(user)})` : identifierOf(user),
          hint: user.id,
        }),
        emptyTitle: t('roles.no_users_to_pick'),
        searchLabel: t('roles.search_users'),
        serverSearch: true,
        run: (userIds) =>
          runThenSay(
            () => assignUsers.mutateAsync({ id: role.id, userIds }),
            t('roles.users_assigned', { count: userIds.length }),
          ),
        pending: assignUsers.isPending,
      }}
    />
  );
};
