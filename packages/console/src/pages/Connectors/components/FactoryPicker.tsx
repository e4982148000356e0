import type { ConnectorTypeName } from '@gatehouse/schemas/connectors';
import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectorFactories, useConnectorList } from '../../../api/connectors/queries';
import { useTenant } from '../../../app/tenant';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Tag } from '../../../components/Tag';
import { tabOf, useLocalized } from '../connector-types';
import { ConnectorLogo } from './ConnectorLogo';
import styles from './FactoryPicker.module.css';

const titleKeys = {
  email: 'connectors.pick_email_title',
  sms: 'connectors.pick_sms_title',
  social: 'connectors.pick_social_title',
} as const;

/**
 * The first step of setting up a connector: the factories of one type, each with its logo, name and
 * description, leading to its guide. A social factory whose identity provider is already set up is
 * shown disabled, saying so; an email or SMS factory replaces the tenant's current one.
 */
export const FactoryPicker = ({
  type,
  open,
  onClose,
}: {
  type: ConnectorTypeName;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const localized = useLocalized();
  const factories = useConnectorFactories();
  const connectors = useConnectorList();
  const existing = connectors.data?.filter((connector) => connector.type === type) ?? [];
  const current = type === 'social' ? undefined : existing[0];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t(titleKeys[type])}
      description={t('connectors.pick_description')}
      size="medium"
    >
      {current ? (
        <Notice tone="warning">{t('connectors.replaces_note', { name: localized(current.name) })}</Notice>
      ) : null}
      <DataState
        query={factories}
        isEmpty={(all) => all.every((factory) => factory.type !== type)}
        empty={<EmptyState icon={Plug} title={t('connectors.no_factories')} />}
      >
        {(all) => (
          <ul className={styles.grid}>
            {all
              .filter((factory) => factory.type === type)
              .map((factory) => {
                const name = localized(factory.name);
                const inUse = type === 'social' && existing.some((connector) => connector.target === factory.target);
                const content = (
                  <>
                    <ConnectorLogo logo={factory.logo} logoDark={factory.logoDark} />
                    <span className={styles.text}>
                      <span className={styles.name}>
                        {name}
                        {current?.connectorId === factory.id ? <Tag>{t('connectors.current')}</Tag> : null}
                      </span>
                      <span className={styles.description}>
                        {inUse ? t('connectors.target_in_use') : localized(factory.description)}
                      </span>
                    </span>
                  </>
                );
                return (
                  <li key={factory.id}>
                    {inUse ? (
                      <div className={`${styles.card} ${styles.disabled}`} aria-disabled="true">
                        {content}
                      </div>
                    ) : (
                      <Link
                        className={styles.card}
                        to={path(`/connectors/${tabOf(type)}/guide/${encodeURIComponent(factory.id)}`)}
                      >
                        {content}
                      </Link>
                    )}
                  </li>
                );
              })}
          </ul>
        )}
      </DataState>
    </Modal>
  );
};
