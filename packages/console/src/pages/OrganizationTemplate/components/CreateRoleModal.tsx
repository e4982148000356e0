import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { roleNameInUse, useCreateOrganizationRole } from '../../../api/organization-template/mutations';
import { CheckboxGroup } from '../../../components/Checkbox';
import { Stack } from '../../../components/Stack';
import { FormModal } from '../../../patterns/FormModal';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { PermissionPicker } from '../../../patterns/PermissionPicker';
import { type NewRoleFields, newOrganizationRoleFormGuard, RoleFields } from '../../../patterns/RoleFields';
import { OrganizationScopeChecklist } from './OrganizationScopeChecklist';

/** Creates an organization role: name, description, type (fixed from then on), and its first permissions. */
export const CreateRoleModal = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateOrganizationRole();
  const [organizationScopeIds, setOrganizationScopeIds] = useState<string[]>([]);
  const [resourceScopeIds, setResourceScopeIds] = useState<string[]>([]);
  const form = useForm<NewRoleFields>({
    resolver: useFormResolver(newOrganizationRoleFormGuard),
    defaultValues: { name: '', description: '', type: 'User' },
  });
  const { isSubmitting } = form.formState;
  const reset = () => {
    form.reset();
    setOrganizationScopeIds([]);
    setResourceScopeIds([]);
  };
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = submitForm(
    form,
    async ({ description, ...values }) => {
      const created = await create.mutateAsync({
        ...values,
        description: description || null,
        organizationScopeIds,
        resourceScopeIds,
      });
      reset();
      onCreated(created.id);
      return created;
    },
    {
      success: (created) => t('organization_template.role_created', { name: created.name }),
      fieldOf: (code) => (code === roleNameInUse ? 'name' : undefined),
    },
  );

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('organization_template.create_role_title')}
      description={t('organization_template.create_role_description')}
      size="medium"
      submitLabel={t('organization_template.create_role')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <RoleFields
        form={form}
        typeHints={{
          User: t('organization_template.type_user_hint'),
          MachineToMachine: t('organization_template.type_m2m_hint'),
        }}
      />
      <CheckboxGroup legend={t('roles.initial_permissions')} legendStyle="caption">
        <Stack>
          <OrganizationScopeChecklist value={organizationScopeIds} onChange={setOrganizationScopeIds} />
          <CheckboxGroup legend={t('organization_template.api_permissions')} legendStyle="caption">
            <PermissionPicker value={resourceScopeIds} onChange={setResourceScopeIds} hideReadOnly />
          </CheckboxGroup>
        </Stack>
      </CheckboxGroup>
    </FormModal>
  );
};
