import { freeFormJsonTextGuard } from '@gatehouse/schemas/json';
import { patchUserGuard } from '@gatehouse/schemas/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePasswordMinLength } from '../../../api/sign-in-experience/queries';
import {
  useDeleteUser,
  useRemoveUserIdentity,
  useSetUserPassword,
  useSetUserSuspended,
  useUpdateUser,
} from '../../../api/users/mutations';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DescriptionList } from '../../../components/DescriptionList';
import { Hint } from '../../../components/FormField';
import { Stack, StackForm } from '../../../components/Stack';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { CardAction, useDeleteThenLeave } from '../../../patterns/DeleteCard';
import { FormActions } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { blankOr, useFormResolver } from '../../../patterns/form-resolver';
import { generatePassword } from '../../../utils/password';
import { IdentifierFields, identifierErrorField, userFormShape } from '../components/IdentifierFields';
import { PasswordOnceDialog } from '../components/PasswordOnceDialog';
import { userIdentifier, userTitle } from '../identity';
import { useDetailsUser } from '.';
import { IdentityRow } from './IdentityRow';
import { MfaCard } from './MfaCard';

/** The profile form, by the rules of `PATCH /api/users/{id}`: blank fields are sent as none. */
const userSettingsFormGuard = z.object({
  ...userFormShape,
  avatar: blankOr(patchUserGuard.shape.avatar.unwrap().unwrap()),
  customData: freeFormJsonTextGuard,
});

/** The settings tab: profile and custom data, linked identities, password, suspension, deletion. */
export const SettingsTab = () => {
  const { t, i18n } = useTranslation();
  const user = useDetailsUser();
  const { path } = useTenant();
  const update = useUpdateUser();
  const setPassword = useSetUserPassword();
  const setSuspended = useSetUserSuspended();
  const remove = useDeleteUser();
  const removeIdentity = useRemoveUserIdentity();
  const minLength = usePasswordMinLength();
  const [newPassword, setNewPassword] = useState<{ identifier: string; password: string }>();
  const name = userTitle(user);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const form = useForm<z.input<typeof userSettingsFormGuard>, unknown, z.output<typeof userSettingsFormGuard>>({
    resolver: useFormResolver(userSettingsFormGuard),
    values: {
      name: user.name ?? '',
      username: user.username ?? '',
      primaryEmail: user.primaryEmail ?? '',
      primaryPhone: user.primaryPhone ?? '',
      avatar: user.avatar ?? '',
      customData: JSON.stringify(user.customData, null, 2),
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = submitForm(
    form,
    (values) =>
      update.mutateAsync({
        id: user.id,
        name: values.name || null,
        username: values.username || null,
        primaryEmail: values.primaryEmail || null,
        primaryPhone: values.primaryPhone || null,
        avatar: values.avatar || null,
        customData: values.customData,
      }),
    { success: t('general.saved'), fieldOf: identifierErrorField },
  );

  const resetPassword = async () => {
    const password = generatePassword(minLength.data);
    const done = await confirmThenRun(
      {
        title: t('users.reset_password_title'),
        message: t('users.reset_password_message', { name }),
        confirmText: t('users.reset_password'),
      },
      () => setPassword.mutateAsync({ id: user.id, password }),
      t('users.password_reset_toast', { name }),
    );
    if (done) setNewPassword({ identifier: userIdentifier(user), password });
  };

  const toggleSuspension = async () => {
    const suspending = !user.isSuspended;
    await confirmThenRun(
      suspending
        ? {
            title: t('users.suspend_title'),
            message: t('users.suspend_message', { name }),
            confirmText: t('users.suspend'),
          }
        : {
            title: t('users.reactivate_title'),
            message: t('users.reactivate_message', { name }),
            confirmText: t('users.reactivate'),
          },
      () => setSuspended.mutateAsync({ id: user.id, isSuspended: suspending }),
      suspending ? t('users.suspended_toast', { name }) : t('users.reactivated_toast', { name }),
    );
  };

  const unlink = async (target: string, provider: string) => {
    await confirmThenRun(
      {
        title: t('users.unlink_title'),
        message: t('users.unlink_message', { name, target: provider }),
        confirmText: t('users.unlink'),
      },
      () => removeIdentity.mutateAsync({ id: user.id, target }),
      t('users.unlinked', { target: provider }),
    );
  };

  const onDelete = useDeleteThenLeave({
    confirm: { title: t('users.delete_title'), message: t('users.delete_message', { name }) },
    run: () => remove.mutateAsync(user.id),
    done: t('users.deleted', { name }),
    leaveTo: path('/users'),
  });

  const identities = Object.keys(user.identities);

  return (
    <Stack wide>
      <StackForm onSubmit={onSubmit}>
        <Card title={t('users.profile_title')} description={t('users.profile_description')} aside>
          <Stack>
            <TextField label={t('users.name')} error={errors.name?.message} {...form.register('name')} />
            <IdentifierFields register={(name) => form.register(name)} errors={errors} />
            <TextField
              label={t('users.avatar')}
              placeholder="https://example.com/avatar.png"
              error={errors.avatar?.message}
              {...form.register('avatar')}
            />
            <Textarea
              label={t('users.custom_data')}
              hint={t('users.custom_data_hint')}
              error={errors.customData?.message}
              spellCheck={false}
              {...form.register('customData')}
            />
            <DescriptionList
              items={[
                [t('users.user_id'), <code key="id">{user.id}</code>],
                [t('users.created_at'), date(user.createdAt)],
                [t('users.last_sign_in'), user.lastSignInAt === null ? t('users.never') : date(user.lastSignInAt)],
              ]}
            />
          </Stack>
        </Card>
        <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
      </StackForm>
      <Card title={t('users.identities_title')} description={t('users.identities_description')} aside>
        {identities.length === 0 ? (
          <Hint>{t('users.no_identities')}</Hint>
        ) : (
          <Stack as="ul" gap="s">
            {identities.map((target) => (
              <li key={target}>
                <IdentityRow
                  target={target}
                  identity={user.identities[target]}
                  onUnlink={(provider) => void unlink(target, provider)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Card>
      <MfaCard userId={user.id} name={name} />
      <Card title={t('users.password')} aside>
        <CardAction
          description={user.hasPassword ? t('users.password_set') : t('users.password_not_set')}
          action={<Button onClick={() => void resetPassword()}>{t('users.reset_password')}</Button>}
        />
      </Card>
      <Card title={t('users.danger_title')} aside>
        <Stack>
          <CardAction
            description={user.isSuspended ? t('users.reactivate_description') : t('users.suspend_description')}
            action={
              <Button kind={user.isSuspended ? 'default' : 'danger'} onClick={() => void toggleSuspension()}>
                {user.isSuspended ? t('users.reactivate') : t('users.suspend')}
              </Button>
            }
          />
          <CardAction
            description={t('users.delete_description')}
            action={
              <Button kind="danger" onClick={() => void onDelete()}>
                {t('users.delete')}
              </Button>
            }
          />
        </Stack>
      </Card>
      <PasswordOnceDialog credentials={newPassword} onClose={() => setNewPassword(undefined)} />
    </Stack>
  );
};
