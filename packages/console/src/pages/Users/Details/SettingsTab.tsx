import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { handleSubmitError } from '../../../api/submit-errors';
import { usePasswordMinLength, useUserMutations } from '../../../api/users';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { generatePassword } from '../../../utils/password';
import { FormActions } from '../../FormActions';
import styles from '../../shared.module.css';
import { IdentifierFields, identifierErrorField, userFieldsShape } from '../components/IdentifierFields';
import { PasswordOnceDialog } from '../components/PasswordOnceDialog';
import { userIdentifier, userTitle } from '../identity';
import { useDetailsUser } from '.';

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

/** The settings tab: profile and custom data, linked identities, password, suspension, deletion. */
export const SettingsTab = () => {
  const { t, i18n } = useTranslation();
  const user = useDetailsUser();
  const navigate = useNavigate();
  const { path } = useTenant();
  const { update, setPassword, setSuspended, remove, removeIdentity } = useUserMutations();
  const minLength = usePasswordMinLength();
  const [newPassword, setNewPassword] = useState<{ identifier: string; password: string }>();
  const customDataId = useId();
  const name = userTitle(user);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const guard = useMemo(
    () =>
      z.object({
        ...userFieldsShape(t),
        avatar: z
          .string()
          .trim()
          .refine((text) => text === '' || /^https?:\/\/\S+$/i.test(text), t('applications.invalid_url')),
        customData: z.string().refine(isJsonObject, t('applications.custom_data_invalid')),
      }),
    [t],
  );
  const form = useForm<z.infer<typeof guard>>({
    resolver: zodResolver(guard),
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: user.id,
        name: values.name || null,
        username: values.username || null,
        primaryEmail: values.primaryEmail || null,
        primaryPhone: values.primaryPhone || null,
        avatar: values.avatar || null,
        customData: JSON.parse(values.customData || '{}') as Record<string, unknown>,
      });
      toast.success(t('general.saved'));
    } catch (error) {
      const field = error instanceof ApiRequestError ? identifierErrorField(error.code) : undefined;
      if (field) form.setError(field, { message: (error as ApiRequestError).message });
      else handleSubmitError(error);
    }
  });

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

  const onDelete = async () => {
    if (
      await confirmThenRun(
        {
          title: t('users.delete_title'),
          message: t('users.delete_message', { name }),
          confirmText: t('general.delete'),
        },
        () => remove.mutateAsync(user.id),
        t('users.deleted', { name }),
      )
    ) {
      navigate(path('/users'), { replace: true });
    }
  };

  const unlink = async (target: string) => {
    await confirmThenRun(
      {
        title: t('users.unlink_title'),
        message: t('users.unlink_message', { name, target }),
        confirmText: t('users.unlink'),
      },
      () => removeIdentity.mutateAsync({ id: user.id, target }),
      t('users.unlinked', { target }),
    );
  };

  const identities = Object.keys(user.identities);

  return (
    <div className={styles.cards}>
      <form onSubmit={onSubmit} noValidate className={styles.cards}>
        <Card title={t('users.profile_title')}>
          <div className={styles.fields}>
            <TextField label={t('users.name')} error={errors.name?.message} {...form.register('name')} />
            <IdentifierFields register={(name) => form.register(name)} errors={errors} />
            <TextField
              label={t('users.avatar')}
              placeholder="https://example.com/avatar.png"
              error={errors.avatar?.message}
              {...form.register('avatar')}
            />
            <div className={styles.field}>
              <label htmlFor={customDataId} className={styles.label}>
                {t('users.custom_data')}
              </label>
              <textarea
                id={customDataId}
                className={styles.textarea}
                aria-invalid={errors.customData ? true : undefined}
                aria-describedby={`${customDataId}-note`}
                spellCheck={false}
                {...form.register('customData')}
              />
              {errors.customData ? (
                <p id={`${customDataId}-note`} className={styles.error} role="alert">
                  {errors.customData.message}
                </p>
              ) : (
                <p id={`${customDataId}-note`} className={styles.hint}>
                  {t('users.custom_data_hint')}
                </p>
              )}
            </div>
            <dl className={styles.details}>
              <dt>{t('users.user_id')}</dt>
              <dd>
                <code>{user.id}</code>
              </dd>
              <dt>{t('users.created_at')}</dt>
              <dd>{date(user.createdAt)}</dd>
              <dt>{t('users.last_sign_in')}</dt>
              <dd>{user.lastSignInAt === null ? t('users.never') : date(user.lastSignInAt)}</dd>
            </dl>
          </div>
        </Card>
        <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
      </form>
      <Card title={t('users.identities_title')}>
        {identities.length === 0 ? (
          <p className={styles.hint}>{t('users.no_identities')}</p>
        ) : (
          <ul className={styles.plainList}>
            {identities.map((target) => (
              <li key={target} className={styles.danger}>
                <code>{target}</code>
                <Button kind="text" onClick={() => void unlink(target)} aria-label={`${t('users.unlink')}: ${target}`}>
                  {t('users.unlink')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('users.password')}>
        <div className={styles.danger}>
          <p>{user.hasPassword ? t('users.password_set') : t('users.password_not_set')}</p>
          <Button onClick={() => void resetPassword()}>{t('users.reset_password')}</Button>
        </div>
      </Card>
      <Card title={t('users.danger_title')}>
        <div className={styles.cards}>
          <div className={styles.danger}>
            <p>{user.isSuspended ? t('users.reactivate_description') : t('users.suspend_description')}</p>
            <Button kind={user.isSuspended ? 'default' : 'danger'} onClick={() => void toggleSuspension()}>
              {user.isSuspended ? t('users.reactivate') : t('users.suspend')}
            </Button>
          </div>
          <div className={styles.danger}>
            <p>{t('users.delete_description')}</p>
            <Button kind="danger" onClick={() => void onDelete()}>
              {t('users.delete')}
            </Button>
          </div>
        </div>
      </Card>
      <PasswordOnceDialog credentials={newPassword} onClose={() => setNewPassword(undefined)} />
    </div>
  );
};
