import {
  createUserGuard,
  primaryEmailFieldGuard,
  primaryPhoneFieldGuard,
  usernameFieldGuard,
} from '@gatehouse/schemas/users';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';

type IdentifierField = 'username' | 'primaryEmail' | 'primaryPhone';

/**
 * A user's identifiers and name as the forms hold them (blank means none), by the rules the
 * server applies to `POST /api/users` and `PATCH /api/users/{id}`.
 */
export const userFormShape = {
  username: usernameFieldGuard,
  primaryEmail: primaryEmailFieldGuard,
  primaryPhone: primaryPhoneFieldGuard,
  name: createUserGuard.shape.name.unwrap().unwrap(),
};

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
