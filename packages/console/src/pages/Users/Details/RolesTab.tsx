import type { Role } from '@gatehouse/schemas/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserMutations, useUserRoleCandidates, useUserRoles } from '../../../api/users';
import { Button } from '../../../components/Button';
import { confirmThenRun, runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { AssignModal } from '../../AssignModal';
import { removeColumn, SearchableTable } from '../../SearchableTable';
import { userTitle } from '../identity';
import { useDetailsUser } from '.';

/** The user's roles (User roles only): assign more, remove with confirmation. */
export const RolesTab = () => {
  const { t } = useTranslation();
  const user = useDetailsUser();
  const list = useListParams();
  const { page } = list;
  const query = useUserRoles(user.id, page);
  const [assigning, setAssigning] = useState(false);
  const candidates = useUserRoleCandidates(user.id, assigning);
  const { assignRoles, removeRole } = useUserMutations();
  const name = userTitle(user);

  const remove = async (role: Role) => {
    await confirmThenRun(
      {
        title: t('roles.remove_user_title'),
        message: t('roles.remove_user_message', { name, role: role.name }),
        confirmText: t('roles.remove'),
      },
      () => removeRole.mutateAsync({ id: user.id, role }),
      t('users.role_removed', { role: role.name }),
    );
  };

  const assign = async (roleIds: string[]) => {
    return runThenSay(
      () => assignRoles.mutateAsync({ id: user.id, roleIds }),
      t('users.roles_assigned', { count: roleIds.length }),
    );
  };

  return (
    <>
      <SearchableTable
        query={query}
        list={list}
        action={
          <Button kind="primary" onClick={() => setAssigning(true)}>
            {t('users.assign_roles')}
          </Button>
        }
        caption={t('users.roles')}
        empty={{ title: t('users.roles_empty_title'), description: t('users.roles_empty_description') }}
        columns={[
          { key: 'name', title: t('roles.name'), render: (row) => row.name },
          { key: 'description', title: t('roles.description'), render: (row) => row.description },
          removeColumn(t, (row) => row.name, remove),
        ]}
      />
      <AssignModal
        open={assigning}
        onClose={() => setAssigning(false)}
        title={t('users.assign_roles')}
        description={t('users.assign_roles_description', { name })}
        candidates={candidates}
        toOption={(role) => ({ id: role.id, label: role.name, hint: role.description })}
        emptyTitle={t('users.no_roles_to_pick')}
        onAssign={assign}
        pending={assignRoles.isPending}
      />
    </>
  );
};
