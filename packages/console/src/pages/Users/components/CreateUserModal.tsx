import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePasswordMinLength } from '../../../api/sign-in-experience/queries';
import { useCreateUser } from '../../../api/users/mutations';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { FormModal } from '../../../patterns/FormModal';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { generatePassword } from '../../../utils/password';
import { userIdentifier } from '../identity';
import { type CreateUserForm, createUserFormGuard } from './create-user-form';
import { IdentifierFields, identifierErrorField } from './IdentifierFields';

/**
 * Adds a user: at least one of username, email and phone, and a first
 * password (generated, or typed) shown once afterwards.
 */
export const CreateUserModal = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (user: { id: string }, credentials: { identifier: string; password: string }) => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateUser();
  const minLength = usePasswordMinLength();
  const form = useForm<CreateUserForm>({
    resolver: useFormResolver(createUserFormGuard),
    defaultValues: {
      username: '',
      primaryEmail: '',
      primaryPhone: '',
      name: '',
      passwordMode: 'generate',
      password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const passwordMode = form.watch('passwordMode');
  const close = () => {
    form.reset();
    onClose();
  };

  const save = async ({ passwordMode: mode, password: typed, name, ...identifiers }: CreateUserForm) => {
    const password = mode === 'generate' ? generatePassword(minLength.data) : typed;
    const user = await create.mutateAsync({
      ...Object.fromEntries(Object.entries(identifiers).filter(([, value]) => value)),
      ...(name ? { name } : {}),
      password,
    });
    form.reset();
    onCreated(user, { identifier: userIdentifier(user), password });
    return user;
  };
  const onSubmit = submitForm(form, save, {
    success: (user) => t('users.created', { name: userIdentifier(user) }),
    fieldOf: (code) => identifierErrorField(code) ?? (code.startsWith('password_rejected.') ? 'password' : undefined),
  });

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('users.create_title')}
      description={t('users.create_description')}
      size="medium"
      submitLabel={t('users.create')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <IdentifierFields register={(name) => form.register(name)} errors={errors} />
      <TextField label={t('users.name')} error={errors.name?.message} {...form.register('name')} />
      <RadioGroup
        legend={t('users.password')}
        options={[
          { value: 'generate', label: t('users.generate_password') },
          { value: 'type', label: t('users.type_password') },
        ]}
        {...form.register('passwordMode')}
      />
      {passwordMode === 'type' ? (
        <TextField
          label={t('users.password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
      ) : null}
    </FormModal>
  );
};
