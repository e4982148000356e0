import type { TFunction } from 'i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/TextField';

type IdentifierField = 'username' | 'primaryEmail' | 'primaryPhone';

/** A user's identifiers and name as the forms hold them (empty means none), by the server's limits. */
export const userFieldsShape = (t: TFunction) => ({
  username: z
    .string()
    .trim()
    .max(128, t('form.too_long', { count: 128 })),
  primaryEmail: z
    .string()
    .trim()
    .max(256, t('form.too_long', { count: 256 })),
  primaryPhone: z
    .string()
    .trim()
    .max(32, t('form.too_long', { count: 32 })),
  name: z
    .string()
    .trim()
    .max(128, t('form.too_long', { count: 128 })),
});

/**
 * The username, email and phone fields of the create-user dialog and the user's settings.
 *
 * @example
 * <IdentifierFields register={(name) => form.register(name)} errors={form.formState.errors} />
 */
export const IdentifierFields = ({
  register,
  errors,
}: {
  register: (name: IdentifierField) => UseFormRegisterReturn;
  errors: Partial<Record<IdentifierField, { message?: string }>>;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('users.username')}
        autoComplete="off"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('users.email')}
        type="email"
        autoComplete="off"
        error={errors.primaryEmail?.message}
        {...register('primaryEmail')}
      />
      <TextField
        label={t('users.phone')}
        type="tel"
        autoComplete="off"
        hint={t('users.phone_hint')}
        error={errors.primaryPhone?.message}
        {...register('primaryPhone')}
      />
    </>
  );
};

/** The form field a server error about an identifier belongs to (spec §5: the code names the field). */
export const identifierErrorField = (code: string | undefined): IdentifierField | undefined => {
  switch (code) {
    case 'user.username_already_in_use':
    case 'user.invalid_username':
      return 'username' as const;
    case 'user.email_already_in_use':
    case 'user.invalid_email':
      return 'primaryEmail' as const;
    case 'user.phone_already_in_use':
    case 'user.invalid_phone':
      return 'primaryPhone' as const;
    default:
      return undefined;
  }
};
