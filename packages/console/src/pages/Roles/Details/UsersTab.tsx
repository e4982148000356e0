import type { RoleUser } from '@gatehouse/schemas/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useRoleMutations, useRoleUsers } from '../../../api/roles';
import { useRoleUserCandidates } from '../../../api/users';
import { Button } from '../../../components/Button';
import { confirmThenRun, runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { AssignModal } from '../../AssignModal';
import { removeColumn, SearchableTable } from '../../SearchableTable';
import { useDetailsRole } from '.';

const identifierOf = (user: Pick<RoleUser, 'id' | 'username' | 'primaryEmail' | 'primaryPhone'>) =>
  user.username ?? user.primaryEmail ?? user.primaryPhone ?? user.id;

/** The users holding a User role; removing one asks first. */
export const UsersTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const list = useListParams();
  const { page } = list;
  const query = useRoleUsers(role.id, page);
  const { removeUser, assignUsers } = useRoleMutations();
  const [assigning, setAssigning] = useState(false);
  const [search, setSearch] = useState('');
  const candidates = useRoleUserCandidates(role.id, search, assigning);
  if (role.type !== 'User') return <Navigate to="../machine-to-machine-apps" replace />;

  const remove = async (user: RoleUser) => {
    await confirmThenRun(
      {
        title: t('roles.remove_user_title'),
        message: t('roles.remove_user_message', { name: identifierOf(user), role: role.name }),
        confirmText: t('roles.remove'),
      },
      () => removeUser.mutateAsync({ id: role.id, userId: user.id }),
      t('roles.user_removed', { name: identifierOf(user) }),
    );
  };

  const assign = async (userIds: string[]) => {
    return runThenSay(
      () => assignUsers.mutateAsync({ id: role.id, userIds }),
      t('roles.users_assigned', { count: userIds.length }),
    );
  };

  return (
    <>
      <SearchableTable
        query={query}
        list={list}
        action={
          <Button kind="primary" onClick={() => setAssigning(true)}>
            {t('roles.assign_users')}
          </Button>
        }
        caption={t('roles.users')}
        empty={{ title: t('roles.users_empty_title'), description: t('roles.users_empty_description') }}
        columns={[
          { key: 'user', title: t('roles.user'), render: (row) => row.name ?? identifierOf(row) },
          { key: 'identifier', title: t('roles.identifier'), render: (row) => identifierOf(row) },
          removeColumn(t, (row) => identifierOf(row), remove),
        ]}
      />
      <AssignModal
        open={assigning}
        onClose={() => {
          setAssigning(false);
          setSearch('');
        }}
        title={t('roles.assign_users')}
        description={t('roles.assign_users_description', { role: role.name })}
        candidates={candidates}
        toOption={(user) => ({
          id: user.id,
          label: user.name ? `${user.name} (${identifierOf(user)})` : identifierOf(user),
          hint: user.id,
        })}
        emptyTitle={search ? t('list.no_results') : t('roles.no_users_to_pick')}
        searchLabel={t('roles.search_users')}
        onSearch={setSearch}
        onAssign={assign}
        pending={assignUsers.isPending}
      />
    </>
  );
};
