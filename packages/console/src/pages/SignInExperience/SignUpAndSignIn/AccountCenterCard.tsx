import {
  type AccountCenter,
  type AccountCenterField,
  accountCenterControls,
  accountCenterGuard,
} from '@gatehouse/schemas/account-center';
import { useState } from 'react';
import { type UseFormReturn, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateAccountCenter } from '../../../api/account-center/mutations';
import { useAccountCenter } from '../../../api/account-center/queries';
import { ApiRequestError } from '../../../api/errors';
import { handleSubmitError } from '../../../api/submit-errors';
import { Bone } from '../../../components/Bone';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { Notice } from '../../../components/Notice';
import { Select } from '../../../components/Select';
import { Switch, switchField } from '../../../components/Switch';
import { toast } from '../../../components/Toast/store';
import { FormCard } from '../../../patterns/FormCard';
import { showFieldError } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import styles from './AccountCenterCard.module.css';

/** The fields in two groups: those that need a fresh proof of identity, and plain profile data. */
const groups = [
  {
    title: 'account_center.security_title',
    description: 'account_center.security_description',
    fields: ['email', 'phone', 'password', 'social', 'mfa'],
  },
  {
    title: 'account_center.profile_title',
    description: 'account_center.profile_description',
    fields: ['name', 'avatar', 'username', 'profile', 'customData'],
  },
] as const satisfies readonly {
  title: string;
  description: string;
  fields: readonly AccountCenterField[];
}[];

const hinted = ['profile', 'customData', 'username', 'email', 'phone', 'password', 'social', 'mfa'] as const;
const hasHint = (field: AccountCenterField): field is (typeof hinted)[number] =>
  (hinted as readonly string[]).includes(field);

/** A refused save: on the fields the server names, or in the card when it names none. */
const useSaveErrors = (form: UseFormReturn<AccountCenter>) => {
  const [message, setMessage] = useState<string>();
  const place = (error: unknown) => {
    if (!(error instanceof ApiRequestError) || error.code !== 'guard.invalid_input') {
      handleSubmitError(error);
      return;
    }
    const issues = (error.body as { data?: { issues?: { path?: unknown[] }[] } } | undefined)?.data?.issues ?? [];
    const fields = issues
      .map(({ path }) => (path?.[0] === 'fields' ? path[1] : undefined))
      .filter((field): field is AccountCenterField => typeof field === 'string' && field in form.getValues('fields'));
    if (fields.length === 0) {
      setMessage(error.message);
      return;
    }
    for (const field of fields.toReversed()) showFieldError(form, `fields.${field}`, error.message);
  };
  return { message, clear: () => setMessage(undefined), place };
};

const AccountCenterForm = ({ settings }: { settings: AccountCenter }) => {
  const { t } = useTranslation();
  const update = useUpdateAccountCenter();
  const form = useForm<AccountCenter>({ resolver: useFormResolver(accountCenterGuard), values: settings });
  const { errors, isDirty, isSubmitting } = form.formState;
  const enabled = useController({ control: form.control, name: 'enabled' });
  const saveErrors = useSaveErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    saveErrors.clear();
    try {
      await update.mutateAsync(values);
      toast.success(t('general.saved'));
    } catch (error) {
      saveErrors.place(error);
    }
  });

  return (
    <FormCard
      title={t('account_center.title')}
      description={t('account_center.description')}
      onSubmit={onSubmit}
      dirty={isDirty}
      submitting={isSubmitting}
      onDiscard={() => {
        saveErrors.clear();
        form.reset();
      }}
    >
      <Switch
        label={t('account_center.enable')}
        description={t('account_center.enable_description')}
        {...switchField(enabled.field)}
      />
      {enabled.field.value ? null : <Notice>{t('account_center.disabled_notice')}</Notice>}
      {groups.map((group) => (
        <fieldset key={group.title} className={styles.group}>
          <legend className={styles.legend}>{t(group.title)}</legend>
          <p className={styles.groupDescription}>{t(group.description)}</p>
          <div className={styles.fields}>
            {group.fields.map((field) => (
              <Select
                key={field}
                label={t(`account_center.fields.${field}`)}
                hint={hasHint(field) ? t(`account_center.hints.${field}`) : undefined}
                error={errors.fields?.[field]?.message}
                {...form.register(`fields.${field}`)}
              >
                {accountCenterControls.map((control) => (
                  <option key={control} value={control}>
                    {t(`account_center.controls.${control}`)}
                  </option>
                ))}
              </Select>
            ))}
          </div>
        </fieldset>
      ))}
      {saveErrors.message ? (
        <p role="alert" className={styles.error}>
          {saveErrors.message}
        </p>
      ) : null}
    </FormCard>
  );
};

/** The card's shape while the settings load, so the page does not jump when they arrive. */
const AccountCenterSkeleton = () => {
  const { t } = useTranslation();
  return (
    <Card title={t('account_center.title')} description={t('account_center.description')} aside>
      <div className={styles.skeleton} aria-busy="true">
        <span role="status" className={styles.visuallyHidden}>
          {t('general.loading')}
        </span>
        <Bone className={styles.boneSwitch} />
        <div className={styles.fields} aria-hidden>
          {groups[0].fields.map((field) => (
            <Bone key={field} className={styles.boneField} />
          ))}
        </div>
      </div>
    </Card>
  );
};

/**
 * The account center (spec §3): whether end users may use the Account API, and per field Off, Read
 * only or Edit. A card of its own with its own save, for the sign-up and sign-in tab.
 */
export const AccountCenterCard = () => {
  const { t } = useTranslation();
  const query = useAccountCenter();
  if (query.isPending) return <AccountCenterSkeleton />;
  if (query.data) return <AccountCenterForm settings={query.data} />;
  // A failed load says so inside the card, with a retry, so the admin knows what did not load.
  return (
    <Card title={t('account_center.title')} description={t('account_center.description')} aside>
      <DataState query={query}>{() => null}</DataState>
    </Card>
  );
};
