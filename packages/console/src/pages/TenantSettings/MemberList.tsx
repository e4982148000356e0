import { type TenantMember, type TenantRoleName, tenantRoleNames } from '@gatehouse/schemas/tenants';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRemoveMember, useUpdateMemberRole } from '../../api/tenants/mutations';
import { useTenantMembers, useTenantScopes } from '../../api/tenants/queries';
import { Avatar } from '../../components/Avatar';
import { confirm } from '../../components/ConfirmDialog/store';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { CellGroup, Table } from '../../components/Table';
import { Tag } from '../../components/Tag';
import { actionsColumn } from '../../patterns/SearchableTable';
import styles from './index.module.css';
import { runMemberChange } from './member-errors';

const identifierOf = (member: TenantMember) => member.primaryEmail ?? member.username ?? member.id;
const titleOf = (member: TenantMember) => member.name ?? identifierOf(member);

/** The tenant's members with their roles; the role select and remove only for those with the scopes. */
export const MemberList = () => {
  const { t } = useTranslation();
  const query = useTenantMembers();
  const scopes = useTenantScopes();
  const updateRole = useUpdateMemberRole();
  const removeMember = useRemoveMember();
  const canChangeRole = scopes.can('update:member:role');
  const canRemove = scopes.can('remove:member');
  const lastAdmin = t('tenant_settings.last_admin');

  const changeRole = (member: TenantMember, roleName: TenantRoleName) =>
    runMemberChange(
      () => updateRole.mutateAsync({ userId: member.id, roleName }),
      t('tenant_settings.role_changed', { name: titleOf(member), role: t(`tenant_settings.roles.${roleName}`) }),
      lastAdmin,
    );

  const remove = async (member: TenantMember) => {
    const answer = await confirm({
      kind: 'danger',
      title: t('tenant_settings.remove_member_title'),
      message: t('tenant_settings.remove_member_message', { name: titleOf(member) }),
      confirmText: t('roles.remove'),
    });
    if (answer !== 'confirmed') return;
    await runMemberChange(
      () => removeMember.mutateAsync(member.id),
      t('tenant_settings.member_removed', { name: titleOf(member) }),
      lastAdmin,
    );
  };

  return (
    <DataState
      query={query}
      isEmpty={(members) => members.length === 0}
      empty={<EmptyState icon={Users} title={t('tenant_settings.members_empty')} />}
    >
      {(members) => (
        <Table
          caption={t('tenant_settings.members')}
          rows={members}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'user',
              title: t('users.user'),
              render: (row) => (
                <CellGroup>
                  <Avatar name={titleOf(row)} src={row.avatar ?? undefined} size={32} />
                  <span>
                    {titleOf(row)}
                    {row.id === scopes.userId ? <span className={styles.you}> {t('tenant_settings.you')}</span> : null}
                  </span>
                </CellGroup>
              ),
            },
            { key: 'identifier', title: t('users.identifier'), render: (row) => identifierOf(row) },
            {
              key: 'role',
              title: t('tenant_settings.role'),
              render: (row) =>
                canChangeRole && row.roleName ? (
                  <select
                    className={styles.roleSelect}
                    aria-label={t('tenant_settings.role_of', { name: titleOf(row) })}
                    value={row.roleName}
                    disabled={updateRole.isPending}
                    onChange={(event) => void changeRole(row, event.target.value as TenantRoleName)}
                  >
                    {tenantRoleNames.map((role) => (
                      <option key={role} value={role}>
                        {t(`tenant_settings.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <Tag>{row.roleName ? t(`tenant_settings.roles.${row.roleName}`) : '—'}</Tag>
                ),
            },
            ...(canRemove
              ? [
                  actionsColumn<TenantMember>(
                    t,
                    (row) => identifierOf(row),
                    (row) => [{ label: t('roles.remove'), run: () => void remove(row) }],
                  ),
                ]
              : []),
          ]}
        />
      )}
    </DataState>
  );
};
