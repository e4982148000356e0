import type { OrganizationApplication } from '@gatehouse/schemas/organizations';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useAddOrganizationApplications,
  useAssignApplicationOrganizationRoles,
  useRemoveOrganizationApplication,
  useReplaceApplicationOrganizationRoles,
} from '../../../api/organizations/mutations.members';
import { useApplicationCandidates, useOrganizationApplications } from '../../../api/organizations/queries';
import { useTenant } from '../../../app/tenant';
import { confirmThenRun, runThenSay } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { actionsColumn, RowLink } from '../../../patterns/SearchableTable';
import { useMemberRoles } from '../components/member-roles';
import { RoleTags } from '../components/RoleTags';
import { useDetailsOrganization } from '.';

/** The organization's machine-to-machine apps with their organization roles: add, edit roles, remove. */
export const MachineToMachineTab = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const organization = useDetailsOrganization();
  const list = useListParams();
  const { page } = list;
  const query = useOrganizationApplications(organization.id, page);
  const addApplications = useAddOrganizationApplications();
  const assignApplicationRoles = useAssignApplicationOrganizationRoles();
  const replaceApplicationRoles = useReplaceApplicationOrganizationRoles();
  const removeApplication = useRemoveOrganizationApplication();
  const adding = useAssigning();
  const candidates = useApplicationCandidates(organization.id, adding.open);
  const roles = useMemberRoles<OrganizationApplication>({
    type: 'MachineToMachine',
    text: {
      newTitle: t('organizations.new_applications_roles_title'),
      newDescription: (count) => t('organizations.new_applications_roles_description', { count }),
      editDescription: (application) =>
        t('organizations.edit_application_roles_description', { name: application.name }),
    },
    assign: {
      run: (applicationIds, organizationRoleIds) =>
        assignApplicationRoles.mutateAsync({ id: organization.id, applicationIds, organizationRoleIds }),
      pending: assignApplicationRoles.isPending,
    },
    replace: {
      run: (application, organizationRoleIds) =>
        replaceApplicationRoles.mutateAsync({
          id: organization.id,
          applicationId: application.id,
          organizationRoleIds,
        }),
      pending: replaceApplicationRoles.isPending,
    },
  });

  const add = async (applicationIds: string[]) => {
    const done = await runThenSay(
      () => addApplications.mutateAsync({ id: organization.id, applicationIds }),
      t('organizations.applications_added', { count: applicationIds.length }),
    );
    if (done) roles.offerRoles(applicationIds);
    return done;
  };

  const remove = async (application: OrganizationApplication) => {
    await confirmThenRun(
      {
        title: t('organizations.remove_application_title'),
        message: t('organizations.remove_application_message', {
          name: application.name,
          organization: organization.name,
        }),
        confirmText: t('roles.remove'),
      },
      () => removeApplication.mutateAsync({ id: organization.id, applicationId: application.id }),
      t('organizations.application_removed', { name: application.name }),
    );
  };

  return (
    <RelationTab
      query={query}
      list={list}
      caption={t('organizations.machine_to_machine')}
      empty={{
        icon: Bot,
        title: t('organizations.applications_empty_title'),
        description: t('organizations.applications_empty_description'),
      }}
      columns={[
        {
          key: 'name',
          title: t('roles.application'),
          render: (row) => <RowLink to={path(`/applications/${encodeURIComponent(row.id)}`)}>{row.name}</RowLink>,
        },
        { key: 'id', title: t('roles.application_id'), render: (row) => <code>{row.id}</code> },
        {
          key: 'roles',
          title: t('organizations.organization_roles'),
          render: (row) => <RoleTags roles={row.organizationRoles} />,
        },
        actionsColumn<OrganizationApplication>(
          t,
          (row) => row.name,
          (row) => [
            { label: t('organizations.edit_roles'), run: () => roles.editRoles(row) },
            { label: t('roles.remove'), run: () => void remove(row) },
          ],
        ),
      ]}
      assign={{
        label: t('organizations.add_applications'),
        description: t('organizations.add_applications_description', { organization: organization.name }),
        state: adding,
        candidates,
        toOption: (application) => ({ id: application.id, label: application.name, hint: application.id }),
        emptyTitle: t('organizations.no_applications_to_pick'),
        searchLabel: t('roles.search_applications'),
        run: add,
        pending: addApplications.isPending,
      }}
    >
      {roles.dialogs}
    </RelationTab>
  );
};
