import { isValidScopeName, type Scope } from '@gatehouse/schemas/resources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceMutations } from '../../../api/resources';
import { PermissionFormModal, type PermissionKind } from '../../../patterns/PermissionFormModal';

/** Creates a permission of an API resource (`scope` 'new') or edits one: name and description. */
export const ScopeModal = ({
  resourceId,
  scope,
  onClose,
}: {
  resourceId: string;
  scope: Scope | 'new' | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { createScope, updateScope } = useResourceMutations();
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
      name: { maxLength: 256, isValid: isValidScopeName, invalidMessage: t('api_resources.invalid_permission_name') },
      isNameError: (error) => error.code?.startsWith('scope.') === true,
      create: (values) => createScope.mutateAsync({ resourceId, ...values }),
      update: (scopeId, values) => updateScope.mutateAsync({ resourceId, scopeId, ...values }),
    }),
    [t, resourceId, createScope, updateScope],
  );
  return <PermissionFormModal permission={scope} onClose={onClose} kind={kind} />;
};
