import type { OrganizationScope } from '@gatehouse/schemas/organizations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { scopeNameInUse, useOrganizationScopeMutations } from '../../../api/organization-template';
import { PermissionFormModal, type PermissionKind } from '../../../patterns/PermissionFormModal';

/** Creates an organization permission (`scope` 'new') or edits one: name (no spaces) and description. */
export const PermissionModal = ({
  scope,
  onClose,
}: {
  scope: OrganizationScope | 'new' | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { create, update } = useOrganizationScopeMutations();
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
      // The server's rule (createOrganizationScopeGuard), with the console's words.
      name: {
        maxLength: 128,
        isValid: (name) => !/\s/.test(name),
        invalidMessage: t('organization_template.permission_name_no_spaces'),
      },
      isNameError: (error) => error.code === scopeNameInUse,
      create: (values) => create.mutateAsync(values),
      update: (id, values) => update.mutateAsync({ id, ...values }),
    }),
    [t, create, update],
  );
  return <PermissionFormModal permission={scope} onClose={onClose} kind={kind} />;
};
