import { createOrganizationRoleGuard } from '@gatehouse/schemas/organizations';
import { createRoleGuard, type RoleType, roleTypes } from '@gatehouse/schemas/roles';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';

/** A new role's fields (name, description, and its type, fixed from then on), by `createRoleGuard`. */
export const newRoleFormGuard = createRoleGuard.pick({ name: true, description: true, type: true }).required();
export type NewRoleFields = z.infer<typeof newRoleFormGuard>;

const organizationRole = createOrganizationRoleGuard.shape;
/** A new organization role's fields, by `createOrganizationRoleGuard` (a blank description is sent as none). */
export const newOrganizationRoleFormGuard = z.object({
  name: organizationRole.name,
  description: organizationRole.description.unwrap().unwrap(),
  type: organizationRole.type.unwrap(),
});

/** A role's name and description as its general tab edits them. */
export const roleFormGuard = newRoleFormGuard.omit({ type: true });
export const organizationRoleFormGuard = newOrganizationRoleFormGuard.omit({ type: true });
export type RoleFieldValues = z.infer<typeof roleFormGuard>;

/**
 * The name, description and type fields of the create dialogs of roles and organization roles;
 * `typeHints` explain each type where the role is used.
 */
export const RoleFields = ({
  form,
  typeHints,
}: {
  form: UseFormReturn<NewRoleFields>;
  typeHints: Record<RoleType, string>;
}) => {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const label: Record<RoleType, string> = { User: t('roles.type_user'), MachineToMachine: t('roles.type_m2m') };
  return (
    <>
      <TextField label={t('roles.name')} required error={errors.name?.message} {...form.register('name')} />
      <TextField label={t('roles.description')} error={errors.description?.message} {...form.register('description')} />
      <RadioGroup
        legend={t('roles.type')}
        options={roleTypes.map((type) => ({ value: type, label: label[type], tooltip: typeHints[type] }))}
        {...form.register('type')}
      />
    </>
  );
};
