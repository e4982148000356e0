import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import { usePasswordMinLength } from '../../../api/sign-in-experience/queries';
import { handleSubmitError } from '../../../api/submit-errors';
import { useCreateUser } from '../../../api/users/mutations';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { FormModal } from '../../../patterns/FormModal';
import { showFieldError } from '../../../patterns/form';
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

  const onSubmit = form.handleSubmit(async ({ passwordMode: mode, password: typed, name, ...identifiers }) => {
    const password = mode === 'generate' ? generatePassword(minLength.data) : typed;
    try {
      const user = await create.mutateAsync({
        ...Object.fromEntries(Object.entries(identifiers).filter(([, value]) => value)),
        ...(name ? { name } : {}),
        password,
      });
      toast.success(t('users.created', { name: userIdentifier(user) }));
      form.reset();
      onCreated(user, { identifier: userIdentifier(user), password });
    } catch (error) {
      const field = error instanceof ApiRequestError ? identifierErrorField(error.code) : undefined;
      if (field && error instanceof ApiRequestError) showFieldError(form, field, error.message);
      else if (error instanceof ApiRequestError && error.code?.startsWith('password_rejected.')) {
        showFieldError(form, 'password', error.message);
      } else handleSubmitError(error);
    }
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
