import { createScopeGuard, isValidScopeName } from '@gatehouse/schemas/resources';
import { LockKeyhole } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateScope, useDeleteScope, useUpdateScope } from '../../../api/resources/mutations';
import { useScopeList } from '../../../api/resources/queries';
import { Notice } from '../../../components/Notice';
import { useListParams } from '../../../hooks/use-list-params';
import type { PermissionKind } from '../../../patterns/PermissionFormModal';
import { PermissionList } from '../../../patterns/PermissionList';
import { useDetailsResource } from '.';

/** A permission's fields by `createScopeGuard`, and the name's form as the server checks it. */
const permissionFormGuard = z.object({
  name: createScopeGuard.shape.name.refine(isValidScopeName, 'api_resources.invalid_permission_name'),
  description: createScopeGuard.shape.description.unwrap().unwrap(),
});

/** The permissions tab: search, add, edit the description, delete with confirmation. */
export const PermissionsTab = () => {
  const { t } = useTranslation();
  const resource = useDetailsResource();
  const list = useListParams();
  const query = useScopeList(resource.id, list.search, list.page);
  const createScope = useCreateScope();
  const updateScope = useUpdateScope();
  const removeScope = useDeleteScope();
  const kind = useMemo(
    (): PermissionKind => ({
      texts: {
        createTitle: t('api_resources.create_permission'),
        editTitle: t('api_resources.edit_permission'),
        nameLabel: t('api_resources.permission_name'),
        nameHint: t('api_resources.permission_name_hint'),
        namePlaceholder: 'read:orders',
        descriptionLabel: t('api_resources.permission_description'),
        descriptionPlaceholder: t('api_resources.permission_description_placeholder'),
        created: (name) => t('api_resources.permission_created', { name }),
        updated: (name) => t('api_resources.permission_updated', { name }),
      },
      guard: permissionFormGuard,
      isNameError: (error) => error.code?.startsWith('scope.') === true,
      create: (values) => createScope.mutateAsync({ resourceId: resource.id, ...values }),
      update: (scopeId, values) => updateScope.mutateAsync({ resourceId: resource.id, scopeId, ...values }),
    }),
    [t, resource.id, createScope, updateScope],
  );
  return (
    <>
      {resource.isReadOnly ? <Notice>{t('api_resources.read_only_note')}</Notice> : null}
      <PermissionList
        query={query}
        list={list}
        searchLabel={t('api_resources.search_permissions')}
        caption={t('api_resources.permissions')}
        empty={{
          icon: LockKeyhole,
          title: t('api_resources.permissions_empty_title'),
          description: t('api_resources.permissions_empty_description'),
        }}
        kind={kind}
        readOnly={resource.isReadOnly}
        remove={{
          confirm: (scope) => ({
            title: t('api_resources.delete_permission_title'),
            message: t('api_resources.delete_permission_message', { name: scope.name }),
          }),
          run: (scope) => removeScope.mutateAsync({ resourceId: resource.id, scopeId: scope.id }),
          done: (scope) => t('api_resources.permission_deleted', { name: scope.name }),
        }}
      />
    </>
  );
};
