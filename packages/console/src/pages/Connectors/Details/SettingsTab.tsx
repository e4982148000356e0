import type { ConnectorView } from '@gatehouse/schemas/connectors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteConnector, useUpdateConnector } from '../../../api/connectors/mutations';
import { useConnectorFactories } from '../../../api/connectors/queries';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant, useTenantEndpoints } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { CopyField } from '../../../components/CopyField';
import { DataState } from '../../../components/DataState';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { toast } from '../../../components/Toast/store';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { SignInNotice } from '../components/SignInNotice';
import { tabOf, useLocalized } from '../connector-types';
import { useDetailsConnector } from '.';
import { SettingsForm } from './SettingsForm';

/** Whether the connector is used: saved at once, as a role's default switch is. */
const StatusCard = ({ connector }: { connector: ConnectorView }) => {
  const { t } = useTranslation();
  const update = useUpdateConnector();
  const [enabled, setEnabled] = useState(connector.enabled);
  const [seen, setSeen] = useState(connector.enabled);
  if (seen !== connector.enabled) {
    setSeen(connector.enabled);
    setEnabled(connector.enabled);
  }
  return (
    <Card title={t('connectors.status')} aside>
      <Switch
        label={t('connectors.enabled_label')}
        description={t(connector.type === 'social' ? 'connectors.enabled_social' : 'connectors.enabled_message')}
        checked={enabled}
        disabled={update.isPending}
        onChange={(event) => {
          const next = event.target.checked;
          setEnabled(next);
          update.mutate(
            { id: connector.id, enabled: next },
            {
              onSuccess: () => toast.success(t(next ? 'connectors.enabled_toast' : 'connectors.disabled_toast')),
              onError: (error) => {
                setEnabled(!next);
                handleSubmitError(error);
              },
            },
          );
        }}
      />
    </Card>
  );
};

/** The URL a social connector's provider sends people back to, to register with the provider. */
const CallbackCard = ({ connector }: { connector: ConnectorView }) => {
  const { t } = useTranslation();
  const { endpoint } = useTenantEndpoints();
  const localized = useLocalized();
  return (
    <Card
      title={t('connectors.callback_title')}
      description={t('connectors.callback_description', { name: localized(connector.name) })}
      aside
    >
      <CopyField label={t('connectors.callback_url')} value={`${endpoint}/callback/${connector.id}`} />
    </Card>
  );
};

/** A connector's page: the sign-in notice, callback URL (social), settings, state, test send, deletion. */
export const SettingsTab = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const localized = useLocalized();
  const connector = useDetailsConnector();
  const factories = useConnectorFactories();
  const remove = useDeleteConnector();
  const name = localized(connector.name);
  return (
    <Stack wide>
      <SignInNotice connectors={[connector]} />
      {connector.type === 'social' ? <CallbackCard connector={connector} /> : null}
      <DataState query={factories}>
        {(all) => {
          const factory = all.find((candidate) => candidate.id === connector.connectorId);
          return factory ? (
            <SettingsForm connector={connector} factory={factory} />
          ) : (
            <Notice tone="warning">{t('connectors.factory_missing', { id: connector.connectorId })}</Notice>
          );
        }}
      </DataState>
      <StatusCard connector={connector} />
      <DeleteCard
        title={t('connectors.danger_title')}
        description={t(
          connector.type === 'social' ? 'connectors.delete_description_social' : 'connectors.delete_description',
          { name },
        )}
        action={t('connectors.delete')}
        confirm={{ title: t('connectors.remove_title', { name }), message: t('connectors.remove_message', { name }) }}
        run={() => remove.mutateAsync(connector.id)}
        done={t('connectors.deleted', { name })}
        leaveTo={path(`/connectors/${tabOf(connector.type)}`)}
      />
    </Stack>
  );
};
