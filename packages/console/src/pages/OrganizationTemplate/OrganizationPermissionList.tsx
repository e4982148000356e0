import { createOrganizationScopeGuard } from '@gatehouse/schemas/organizations';
import { LockKeyhole } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  scopeNameInUse,
  useCreateOrganizationScope,
  useDeleteOrganizationScope,
  useUpdateOrganizationScope,
} from '../../api/organization-template/mutations';
import { useOrganizationScopeList } from '../../api/organization-template/queries';
import { useListParams } from '../../hooks/use-list-params';
import type { PermissionKind } from '../../patterns/PermissionFormModal';
import { PermissionList } from '../../patterns/PermissionList';

/** An organization permission's fields by `createOrganizationScopeGuard`. */
const permissionFormGuard = z.object({
  name: createOrganizationScopeGuard.shape.name,
  description: createOrganizationScopeGuard.shape.description.unwrap().unwrap(),
});

/** The organization permissions tab: search, create, edit, delete with confirmation. */
export const OrganizationPermissionList = () => {
  const { t } = useTranslation();
  const list = useListParams();
  const query = useOrganizationScopeList(list.search, list.page);
  const create = useCreateOrganizationScope();
  const update = useUpdateOrganizationScope();
  const remove = useDeleteOrganizationScope();
  const kind = useMemo(
    (): PermissionKind => ({
      texts: {
        createTitle: t('organization_template.create_permission'),
        editTitle: t('organization_template.edit_permission'),
        nameLabel: t('organization_template.permission_name'),
        nameHint: t('organization_template.permission_name_hint'),
        namePlaceholder: 'invite:member',
        descriptionLabel: t('roles.description'),
        created: (name) => t('organization_template.permission_created', { name }),
        updated: (name) => t('organization_template.permission_updated', { name }),
      },
      guard: permissionFormGuard,
      isNameError: (error) => error.code === scopeNameInUse,
      create: (values) => create.mutateAsync(values),
      update: (id, values) => update.mutateAsync({ id, ...values }),
    }),
    [t, create, update],
  );
  return (
    <PermissionList
      query={query}
      list={list}
      searchLabel={t('organization_template.search_permissions')}
      caption={t('organization_template.permissions')}
      empty={{
        icon: LockKeyhole,
        title: t('organization_template.permissions_empty_title'),
        description: t('organization_template.permissions_empty_description'),
      }}
      kind={kind}
      remove={{
        confirm: (scope) => ({
          title: t('organization_template.delete_permission_title'),
          message: t('organization_template.delete_permission_message', { name: scope.name }),
        }),
        run: (scope) => remove.mutateAsync(scope.id),
        done: (scope) => t('organization_template.permission_deleted', { name: scope.name }),
      }}
    />
  );
};
