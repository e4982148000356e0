import {
  type Application,
  confidentialApplicationTypes,
  createApplicationSecretGuard,
} from '@gatehouse/schemas/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateApplicationSecret,
  useDeleteApplicationSecret,
  useDeleteLegacySecret,
  useRenameApplicationSecret,
} from '../../../api/applications/mutations';
import { useApplicationSecrets } from '../../../api/applications/queries';
import { ApiRequestError } from '../../../api/errors';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenantEndpoints } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CopyField } from '../../../components/CopyField';
import { Hint } from '../../../components/FormField';
import { RadioGroup } from '../../../components/RadioGroup';
import { Stack } from '../../../components/Stack';
import { Table } from '../../../components/Table';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { FormModal } from '../../../patterns/FormModal';
import { issueMessage } from '../../../patterns/form-resolver';
import { actionsColumn, TableToolbar } from '../../../patterns/SearchableTable';
import { SecretOnceDialog } from '../components/SecretOnceDialog';
import styles from './CredentialsCard.module.css';

const expiryChoices = ['never', '30', '90', '365'] as const;

/** Endpoints and credentials: what the app's code needs, and its named secrets (shown once). */
export const CredentialsCard = ({ application }: { application: Application }) => {
  const { t, i18n } = useTranslation();
  const { issuer } = useTenantEndpoints();
  const confidential = confidentialApplicationTypes.has(application.type);
  const secrets = useApplicationSecrets(application.id, confidential);
  const createSecret = useCreateApplicationSecret();
  const removeSecret = useDeleteApplicationSecret();
  const renameSecret = useRenameApplicationSecret();
  const removeLegacySecret = useDeleteLegacySecret();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string>();
  const [name, setName] = useState('');
  const [days, setDays] = useState<(typeof expiryChoices)[number]>('never');
  const [nameError, setNameError] = useState<string>();
  const [shown, setShown] = useState<string>();
  const date = (ms: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(ms);

  /** Saves the typed name with `save` (create or rename); a name the server's rule refuses, or a taken one, shows on the field. */
  const withName = async (save: (name: string) => Promise<unknown>) => {
    const checked = createApplicationSecretGuard.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0] && issueMessage(i18n, checked.error.issues[0]));
      return;
    }
    try {
      await save(checked.data);
      setName('');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'application.secret_name_exists')
        setNameError(error.message);
      else handleSubmitError(error);
    }
  };

  const submitRename = () =>
    withName(async (newName) => {
      if (!renaming) return;
      await renameSecret.mutateAsync({ id: application.id, name: renaming, newName });
      toast.success(t('applications.secret_renamed', { name: newName }));
      setRenaming(undefined);
    });

  const submit = () =>
    withName(async (secretName) => {
      const created = await createSecret.mutateAsync({
        id: application.id,
        name: secretName,
        expiresAt: days === 'never' ? null : Date.now() + Number(days) * 86_400_000,
      });
      setCreating(false);
      setDays('never');
      setShown(created.value);
    });

  const remove = async (secretName: string) => {
    await confirmThenRun(
      {
        title: t('applications.delete_secret_title'),
        message: t('applications.delete_secret_message', { name: secretName }),
        confirmText: t('general.delete'),
      },
      () => removeSecret.mutateAsync({ id: application.id, name: secretName }),
      t('applications.secret_deleted', { name: secretName }),
    );
  };

  const removeLegacy = async () => {
    await confirmThenRun(
      {
        title: t('applications.delete_secret_title'),
        message: t('applications.delete_legacy_secret_message'),
        confirmText: t('general.delete'),
      },
      () => removeLegacySecret.mutateAsync(application.id),
      t('applications.secret_deleted', { name: t('applications.legacy_secret') }),
    );
  };

  // The secret made with the application comes first; it cannot be renamed and never expires.
  const rows = [
    ...(application.hasLegacySecret
      ? [{ name: t('applications.legacy_secret'), createdAt: application.createdAt, expiresAt: null, legacy: true }]
      : []),
    ...(secrets.data ?? []).map((secret) => ({ ...secret, legacy: false })),
  ];

  const nameField = (
    <TextField
      label={t('applications.secret_name')}
      required
      value={name}
      error={nameError}
      onChange={(event) => {
        setName(event.target.value);
        setNameError(undefined);
      }}
    />
  );

  return (
    <Card title={t('applications.credentials_title')} description={t('applications.credentials_description')} aside>
      <Stack>
        <CopyField label={t('applications.issuer')} value={issuer} />
        <CopyField label={t('applications.discovery')} value={`${issuer}/.well-known/openid-configuration`} />
        <CopyField label={t('applications.token_endpoint')} value={`${issuer}/token`} />
        <CopyField label={t('applications.app_id')} value={application.id} />
        {confidential ? (
          <div>
            <TableToolbar
              start={<span className={styles.secrets}>{t('applications.secrets')}</span>}
              action={
                <Button
                  onClick={() => {
                    setName('');
                    setNameError(undefined);
                    setCreating(true);
                  }}
                >
                  {t('applications.create_secret')}
                </Button>
              }
            />
            {rows.length === 0 ? (
              <Hint>{t('applications.no_secrets')}</Hint>
            ) : (
              <Table
                caption={t('applications.secrets')}
                rows={rows}
                rowKey={(row) => (row.legacy ? ' legacy' : row.name)}
                columns={[
                  { key: 'name', title: t('applications.secret_name'), render: (row) => row.name },
                  { key: 'created', title: t('applications.secret_created'), render: (row) => date(row.createdAt) },
                  {
                    key: 'expires',
                    title: t('applications.secret_expires'),
                    render: (row) => (row.expiresAt === null ? t('applications.never') : date(row.expiresAt)),
                  },
                  actionsColumn<(typeof rows)[number]>(
                    t,
                    (row) => row.name,
                    (row) =>
                      row.legacy
                        ? [{ label: t('general.delete'), run: () => void removeLegacy() }]
                        : [
                            {
                              label: t('applications.rename_secret'),
                              run: () => {
                                setName(row.name);
                                setNameError(undefined);
                                setRenaming(row.name);
                              },
                            },
                            { label: t('general.delete'), run: () => void remove(row.name) },
                          ],
                  ),
                ]}
              />
            )}
          </div>
        ) : null}
      </Stack>
      <FormModal
        open={creating}
        onClose={() => setCreating(false)}
        title={t('applications.create_secret')}
        submitLabel={t('applications.create_secret')}
        submitting={createSecret.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {nameField}
        <RadioGroup
          legend={t('applications.secret_expires')}
          name="expiry"
          value={days}
          onValueChange={setDays}
          options={expiryChoices.map((choice) => ({
            value: choice,
            label: choice === 'never' ? t('applications.never') : t('applications.in_days', { count: Number(choice) }),
          }))}
        />
      </FormModal>
      <FormModal
        open={renaming !== undefined}
        onClose={() => setRenaming(undefined)}
        title={t('applications.rename_secret_title')}
        submitLabel={t('general.save')}
        submitting={renameSecret.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          void submitRename();
        }}
      >
        {nameField}
      </FormModal>
      <SecretOnceDialog secret={shown} onClose={() => setShown(undefined)} />
    </Card>
  );
};
