import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateRole } from '../../../api/roles/mutations';
import { CheckboxGroup } from '../../../components/Checkbox';
import { FormModal } from '../../../patterns/FormModal';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { PermissionPicker } from '../../../patterns/PermissionPicker';
import { type NewRoleFields, newRoleFormGuard, RoleFields } from '../../../patterns/RoleFields';

/** Creates a role: name, description, type (fixed from then on), and its first permissions. */
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
  const create = useCreateRole();
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const form = useForm<NewRoleFields>({
    resolver: useFormResolver(newRoleFormGuard),
    defaultValues: { name: '', description: '', type: 'User' },
  });
  const { isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    setScopeIds([]);
    onClose();
  };

  const onSubmit = submitForm(
    form,
    async (values) => {
      const created = await create.mutateAsync({ ...values, scopeIds });
      form.reset();
      setScopeIds([]);
      onCreated(created.id);
      return created;
    },
    {
      success: (created) => t('roles.created', { name: created.name }),
      fieldOf: (code) => (code === 'role.name_in_use' ? 'name' : undefined),
    },
  );

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('roles.create_title')}
      description={t('roles.create_description')}
      size="medium"
      submitLabel={t('roles.create')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <RoleFields
        form={form}
        typeHints={{ User: t('roles.type_user_hint'), MachineToMachine: t('roles.type_m2m_hint') }}
      />
      <CheckboxGroup legend={t('roles.initial_permissions')} legendStyle="caption">
        <PermissionPicker value={scopeIds} onChange={setScopeIds} />
      </CheckboxGroup>
    </FormModal>
  );
};
