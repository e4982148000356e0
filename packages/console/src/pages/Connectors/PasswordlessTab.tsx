import type { ConnectorView } from '@gatehouse/schemas/connectors';
import { Mail, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteConnector } from '../../api/connectors/mutations';
import { useConnectorFactories, useConnectorList } from '../../api/connectors/queries';
import { useTenant } from '../../app/tenant';
import { Bone } from '../../components/Bone';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DataState } from '../../components/DataState';
import { Muted } from '../../components/FormField';
import { Tag } from '../../components/Tag';
import { confirmThenRun } from '../../hooks/confirm-then-run';
import { ConnectorLogo } from './components/ConnectorLogo';
import { SignInNotice } from './components/SignInNotice';
import { StatusTag } from './components/StatusTag';
import { connectorPath, typeTitleKey, useLocalized } from './connector-types';
import styles from './PasswordlessTab.module.css';

type Channel = 'email' | 'sms';

const channelIcons = { email: Mail, sms: MessageSquareText };
const descriptionKeys = { email: 'connectors.email_description', sms: 'connectors.sms_description' } as const;

/** A channel's card: its connector (logo, name, state, Change, Remove), or the way to set one up. */
export const ChannelCard = ({ channel, connector }: { channel: Channel; connector: ConnectorView | undefined }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const localized = useLocalized();
  const factories = useConnectorFactories();
  const remove = useDeleteConnector();
  const title = t(typeTitleKey[channel]);
  const create = () => navigate(path(`/connectors/passwordless/create/${channel}`));
  if (!connector) {
    const Icon = channelIcons[channel];
    return (
      <Card title={title} description={t(descriptionKeys[channel])}>
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <Icon size={20} />
          </span>
          <Muted>{t('connectors.not_set_up')}</Muted>
          <Button kind="primary" onClick={create} aria-label={`${t('connectors.set_up')}: ${title}`}>
            {t('connectors.set_up')}
          </Button>
        </div>
      </Card>
    );
  }
  const name = localized(connector.name);
  const factory = factories.data?.find((candidate) => candidate.id === connector.connectorId);
  const onRemove = () =>
    confirmThenRun(
      {
        title: t('connectors.remove_title', { name }),
        message: t('connectors.remove_message', { name }),
        confirmText: t('connectors.remove'),
      },
      () => remove.mutateAsync(connector.id),
      t('connectors.deleted', { name }),
    );
  return (
    <Card title={title} description={t(descriptionKeys[channel])}>
      <div className={styles.connector}>
        <ConnectorLogo logo={connector.logo} logoDark={connector.logoDark} size={48} />
        <div className={styles.identity}>
          <Link to={path(connectorPath(connector))} className={styles.name}>
            {name}
          </Link>
          <span className={styles.tags}>
            <StatusTag enabled={connector.enabled} />
            {factory && localized(factory.name) !== name ? <Tag>{localized(factory.name)}</Tag> : null}
          </span>
        </div>
        <div className={styles.actions}>
          <Button onClick={create} aria-label={`${t('connectors.change')}: ${title}`}>
            {t('connectors.change')}
          </Button>
          <Button kind="text" onClick={() => void onRemove()} aria-label={`${t('connectors.remove')}: ${name}`}>
            {t('connectors.remove')}
          </Button>
        </div>
      </div>
    </Card>
  );
};

/** Placeholder cards while the connectors load, so the page does not jump. */
const ChannelCardSkeleton = ({ channel }: { channel: Channel }) => {
  const { t } = useTranslation();
  return (
    <Card title={t(typeTitleKey[channel])} description={t(descriptionKeys[channel])}>
      <div className={styles.connector} aria-hidden>
        <Bone className={styles.boneLogo} />
        <span className={styles.identity}>
          <Bone className={styles.boneName} />
          <Bone className={styles.boneTag} />
        </span>
      </div>
    </Card>
  );
};

/** `connectors/passwordless`: the email and SMS connectors, one of each at most. */
export const PasswordlessTab = () => {
  const { t } = useTranslation();
  const list = useConnectorList();
  if (list.isPending) {
    return (
      <div className={styles.cards} aria-busy="true">
        <span role="status" className={styles.visuallyHidden}>
          {t('general.loading')}
        </span>
        <ChannelCardSkeleton channel="email" />
        <ChannelCardSkeleton channel="sms" />
      </div>
    );
  }
  return (
    <DataState query={list}>
      {(connectors) => {
        const email = connectors.find((connector) => connector.type === 'email');
        const sms = connectors.find((connector) => connector.type === 'sms');
        return (
          <>
            <SignInNotice connectors={[email, sms].filter((connector) => connector !== undefined)} />
            <div className={styles.cards}>
              <ChannelCard channel="email" connector={email} />
              <ChannelCard channel="sms" connector={sms} />
            </div>
          </>
        );
      }}
    </DataState>
  );
};
