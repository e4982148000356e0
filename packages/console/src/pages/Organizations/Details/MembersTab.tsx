import type { OrganizationMember } from '@gatehouse/schemas/organizations';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useAddOrganizationMembers,
  useAssignMemberRoles,
  useRemoveOrganizationMember,
  useReplaceMemberRoles,
} from '../../../api/organizations/mutations.members';
import { useMemberCandidates, useOrganizationMembers } from '../../../api/organizations/queries';
import { Avatar } from '../../../components/Avatar';
import { CellGroup } from '../../../components/Table';
import { confirmThenRun, runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { actionsColumn } from '../../../patterns/SearchableTable';
import { useMemberRoles } from '../components/member-roles';
import { RoleTags } from '../components/RoleTags';
import { useDetailsOrganization } from '.';
import { InvitationsSection } from './InvitationsSection';

const identifierOf = (user: Pick<OrganizationMember, 'id' | 'username' | 'primaryEmail' | 'primaryPhone'>) =>
  user.username ?? user.primaryEmail ?? user.primaryPhone ?? user.id;
const titleOf = (user: Pick<OrganizationMember, 'id' | 'name' | 'username' | 'primaryEmail' | 'primaryPhone'>) =>
  user.name ?? identifierOf(user);

/** The members with their organization roles: add (then optionally give roles), edit roles, remove; and invitations. */
export const MembersTab = () => {
  const { t } = useTranslation();
  const organization = useDetailsOrganization();
  const list = useListParams();
  const { page, search } = list;
  const query = useOrganizationMembers(organization.id, search, page);
  const addMembers = useAddOrganizationMembers();
  const assignMemberRoles = useAssignMemberRoles();
  const replaceMemberRoles = useReplaceMemberRoles();
  const removeMember = useRemoveOrganizationMember();
  const adding = useAssigning();
  const candidates = useMemberCandidates(organization.id, adding.search, adding.open);
  const roles = useMemberRoles<OrganizationMember>({
    type: 'User',
    text: {
      newTitle: t('organizations.new_members_roles_title'),
      newDescription: (count) => t('organizations.new_members_roles_description', { count }),
      editDescription: (member) => t('organizations.edit_member_roles_description', { name: titleOf(member) }),
    },
    assign: {
      run: (userIds, organizationRoleIds) =>
        assignMemberRoles.mutateAsync({ id: organization.id, userIds, organizationRoleIds }),
      pending: assignMemberRoles.isPending,
    },
    replace: {
      run: (member, organizationRoleIds) =>
        replaceMemberRoles.mutateAsync({ id: organization.id, userId: member.id, organizationRoleIds }),
      pending: replaceMemberRoles.isPending,
    },
  });

  const add = async (userIds: string[]) => {
    const done = await runThenSay(
      () => addMembers.mutateAsync({ id: organization.id, userIds }),
      t('organizations.members_added', { count: userIds.length }),
    );
    if (done) roles.offerRoles(userIds);
    return done;
  };

  const remove = async (member: OrganizationMember) => {
    await confirmThenRun(
      {
        title: t('organizations.remove_member_title'),
        message: t('organizations.remove_member_message', { name: titleOf(member), organization: organization.name }),
        confirmText: t('roles.remove'),
      },
      () => removeMember.mutateAsync({ id: organization.id, userId: member.id }),
      t('organizations.member_removed', { name: titleOf(member) }),
    );
  };

  return (
    <RelationTab
      query={query}
      list={list}
      searchLabel={t('organizations.search_members')}
      caption={t('organizations.members')}
      empty={{
        icon: Users,
        title: t('organizations.members_empty_title'),
        description: t('organizations.members_empty_description'),
      }}
      columns={[
        {
          key: 'user',
          title: t('users.user'),
          render: (row) => (
            <CellGroup>
              <Avatar name={titleOf(row)} src={row.avatar ?? undefined} size={32} />
              {titleOf(row)}
            </CellGroup>
          ),
        },
        { key: 'identifier', title: t('users.identifier'), render: (row) => identifierOf(row) },
        {
          key: 'roles',
          title: t('organizations.organization_roles'),
          render: (row) => <RoleTags roles={row.organizationRoles} />,
        },
        actionsColumn<OrganizationMember>(
          t,
          (row) => identifierOf(row),
          (row) => [
            { label: t('organizations.edit_roles'), run: () => roles.editRoles(row) },
            { label: t('roles.remove'), run: () => void remove(row) },
          ],
        ),
      ]}
      assign={{
        label: t('organizations.add_members'),
        description: t('organizations.add_members_description', { organization: organization.name }),
        state: adding,
        candidates,
        toOption: (user) => ({
          id: user.id,
          label: user.name ? `${user.name} (${identifierOf(user)})` : identifierOf(user),
          hint: user.id,
        }),
        emptyTitle: t('organizations.no_users_to_pick'),
        searchLabel: t('roles.search_users'),
        serverSearch: true,
        run: add,
        pending: addMembers.isPending,
      }}
    >
      <InvitationsSection organization={organization} />
      {roles.dialogs}
    </RelationTab>
  );
};
