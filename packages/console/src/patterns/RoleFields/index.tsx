import { type RoleType, roleTypes } from '@gatehouse/schemas/roles';
import type { TFunction } from 'i18next';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';
import { limitedText } from '../form';

/**
 * A role's name and description by the server's rules, in the console's words. Roles take
 * descriptions of up to 128 characters, organization roles up to 256.
 */
export const roleFieldsGuard = (t: TFunction, descriptionMax: 128 | 256) =>
  z.object({
    name: limitedText(t, 128).min(1, t('form.required', { field: t('roles.name') })),
    description: limitedText(t, descriptionMax),
  });

export type RoleFieldValues = z.infer<ReturnType<typeof roleFieldsGuard>>;

/** A new role's fields: name, description and its type, fixed from then on. */
export const newRoleGuard = (t: TFunction, descriptionMax: 128 | 256) =>
  roleFieldsGuard(t, descriptionMax).extend({ type: z.enum(roleTypes) });
export type NewRoleFields = z.infer<ReturnType<typeof newRoleGuard>>;

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
