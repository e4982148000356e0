import type { SamlApplicationSecret } from '@gatehouse/schemas/saml-applications';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useActivateSamlApplicationSecret,
  useCreateSamlApplicationSecret,
  useDeleteSamlApplicationSecret,
} from '../../../api/saml-applications/mutations';
import { useSamlApplicationSecrets } from '../../../api/saml-applications/queries';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { confirm } from '../../../components/ConfirmDialog/store';
import { DataState } from '../../../components/DataState';
import { Hint } from '../../../components/FormField';
import { Select } from '../../../components/Select';
import { RowActions, Table } from '../../../components/Table';
import { Tag, TagList } from '../../../components/Tag';
import { Tooltip } from '../../../components/Tooltip';
import { confirmThenRun, runThenSay } from '../../../hooks/confirm-then-run';
import { FormModal } from '../../../patterns/FormModal';
import { TableToolbar } from '../../../patterns/SearchableTable';
import { downloadText } from '../../../utils/download';

const lifeSpans = [1, 2, 3, 5, 10] as const;
/** A certificate expiring within this is marked, so a new one is made and given to the SP in time. */
const soonMs = 30 * 86_400_000;

/**
 * The application's signing certificates: one active at a time; a new one starts inactive (rotation).
 * Expired ones are marked and cannot be activated (they never sign); ones expiring within 30 days are marked too.
 */
export const CertificatesCard = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation();
  const secrets = useSamlApplicationSecrets(id);
  const create = useCreateSamlApplicationSecret();
  const activate = useActivateSamlApplicationSecret();
  const remove = useDeleteSamlApplicationSecret();
  const [creating, setCreating] = useState(false);
  const [years, setYears] = useState(3);
  const date = (ms: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(ms);
  const now = Date.now();

  const submit = async () => {
    const done = await runThenSay(
      () => create.mutateAsync({ id, lifeSpanInYears: years }),
      t('saml_applications.certificate_created'),
    );
    if (done) setCreating(false);
  };

  const activateOne = async (secret: SamlApplicationSecret) => {
    const answer = await confirm({
      kind: 'primary',
      title: t('saml_applications.activate_title'),
      message: t('saml_applications.activate_message', { fingerprint: secret.fingerprint }),
      confirmText: t('saml_applications.activate'),
    });
    if (answer !== 'confirmed') return;
    await runThenSay(
      () => activate.mutateAsync({ id, secretId: secret.id }),
      t('saml_applications.certificate_activated'),
    );
  };

  const removeOne = (secret: SamlApplicationSecret) =>
    confirmThenRun(
      {
        title: t('saml_applications.delete_certificate_title'),
        message: t('saml_applications.delete_certificate_message', { fingerprint: secret.fingerprint }),
        confirmText: t('general.delete'),
      },
      () => remove.mutateAsync({ id, secretId: secret.id }),
      t('saml_applications.certificate_deleted'),
    );

  return (
    <Card
      title={t('saml_applications.certificates_title')}
      description={t('saml_applications.certificates_description')}
    >
      <TableToolbar
        action={
          <Button icon={<Plus size={16} />} onClick={() => setCreating(true)}>
            {t('saml_applications.create_certificate')}
          </Button>
        }
      />
      <DataState
        query={secrets}
        isEmpty={(rows) => rows.length === 0}
        empty={<Hint>{t('saml_applications.no_certificates')}</Hint>}
      >
        {(rows) => (
          <Table
            caption={t('saml_applications.certificates_title')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'fingerprint',
                title: t('saml_applications.fingerprint'),
                render: (row) => <code dir="ltr">{row.fingerprint}</code>,
              },
              { key: 'created', title: t('saml_applications.created'), render: (row) => date(row.createdAt) },
              { key: 'expires', title: t('saml_applications.expires'), render: (row) => date(row.expiresAt) },
              {
                key: 'status',
                title: t('saml_applications.status'),
                render: (row) => (
                  <TagList>
                    {row.active ? <Tag tone="success">{t('saml_applications.active')}</Tag> : null}
                    {row.expiresAt <= now ? <Tag tone="danger">{t('saml_applications.expired')}</Tag> : null}
                    {row.expiresAt > now && row.expiresAt <= now + soonMs ? (
                      <Tag>{t('saml_applications.expires_soon')}</Tag>
                    ) : null}
                  </TagList>
                ),
              },
              {
                key: 'actions',
                title: t('general.actions'),
                actions: true,
                render: (row) => (
                  <RowActions>
                    <Button
                      kind="text"
                      icon={<Download size={16} />}
                      aria-label={`${t('saml_applications.download_certificate')}: ${row.fingerprint}`}
                      onClick={() =>
                        downloadText(row.certificate, `gatehouse-idp-${row.id}.pem`, 'application/x-pem-file')
                      }
                    >
                      {t('saml_applications.download')}
                    </Button>
                    {row.active || row.expiresAt <= now ? null : (
                      <Button
                        kind="text"
                        aria-label={`${t('saml_applications.activate')}: ${row.fingerprint}`}
                        onClick={() => void activateOne(row)}
                      >
                        {t('saml_applications.activate')}
                      </Button>
                    )}
                    {row.active ? (
                      <Tooltip content={t('saml_applications.active_undeletable')}>
                        {/* Focusable, so the keyboard reaches the reason too (a disabled button is skipped). */}
                        <Button
                          kind="text"
                          aria-disabled="true"
                          aria-label={`${t('general.delete')}: ${row.fingerprint}`}
                        >
                          {t('general.delete')}
                        </Button>
                      </Tooltip>
                    ) : (
                      <Button
                        kind="text"
                        aria-label={`${t('general.delete')}: ${row.fingerprint}`}
                        onClick={() => void removeOne(row)}
                      >
                        {t('general.delete')}
                      </Button>
                    )}
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </DataState>
      <FormModal
        open={creating}
        onClose={() => setCreating(false)}
        title={t('saml_applications.create_certificate')}
        description={t('saml_applications.create_certificate_description')}
        submitLabel={t('saml_applications.create_certificate')}
        submitting={create.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Select
          label={t('saml_applications.life_span')}
          value={String(years)}
          onChange={(event) => setYears(Number(event.target.value))}
        >
          {lifeSpans.map((value) => (
            <option key={value} value={value}>
              {t('saml_applications.years', { count: value })}
            </option>
          ))}
        </Select>
      </FormModal>
    </Card>
  );
};
