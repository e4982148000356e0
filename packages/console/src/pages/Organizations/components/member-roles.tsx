import type { RoleType } from '@gatehouse/schemas/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { RolesDialog } from './RolesDialog';

type Member = { id: string; organizationRoles: ReadonlyArray<{ id: string }> };

/**
 * The role flows an organization's members and its machine-to-machine apps share: right after
 * adding some, offer them roles (skipping gives none); and edit the roles of one. Returns the two
 * triggers and the dialogs to render.
 */
export const useMemberRoles = <M extends Member>({
  type,
  text,
  assign,
  replace,
}: {
  type: RoleType;
  text: {
    newTitle: string;
    newDescription: (count: number) => string;
    editDescription: (member: M) => string;
  };
  /** Gives the just-added members these roles. */
  assign: { run: (memberIds: string[], organizationRoleIds: string[]) => Promise<unknown>; pending: boolean };
  /** Sets exactly these roles for one member. */
  replace: { run: (member: M, organizationRoleIds: string[]) => Promise<unknown>; pending: boolean };
}) => {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string[]>([]);
  const [editing, setEditing] = useState<M>();

  const dialogs = (
    <>
      <RolesDialog
        open={added.length > 0}
        onClose={() => setAdded([])}
        title={text.newTitle}
        description={text.newDescription(added.length)}
        type={type}
        initial={[]}
        submitLabel={t('users.assign_roles')}
        cancelLabel={t('organizations.skip')}
        onSubmit={async (roleIds) =>
          roleIds.length === 0 || runThenSay(() => assign.run(added, roleIds), t('organizations.roles_saved'))
        }
        pending={assign.pending}
      />
      <RolesDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t('organizations.edit_roles')}
        description={editing ? text.editDescription(editing) : ''}
        type={type}
        initial={editing?.organizationRoles.map((role) => role.id) ?? []}
        submitLabel={t('general.save')}
        onSubmit={async (roleIds) =>
          !editing || runThenSay(() => replace.run(editing, roleIds), t('organizations.roles_saved'))
        }
        pending={replace.pending}
      />
    </>
  );
  return { offerRoles: setAdded, editRoles: setEditing, dialogs };
};
