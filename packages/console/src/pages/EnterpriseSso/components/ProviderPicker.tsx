import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSsoProviders } from '../../../api/sso-connectors/queries';
import { useTenant } from '../../../app/tenant';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { Tag } from '../../../components/Tag';
// The grid of the connectors' factory picker: the same cards, for providers.
import styles from '../../Connectors/components/FactoryPicker.module.css';
import { ProviderLogo } from './ProviderLogo';

/**
 * `enterprise-sso/create`: the providers as a grid, each leading to its form. A provider the server
 * announces but cannot create yet (`available: false`) is shown disabled, 'Coming soon'; it lights up
 * when the server has it.
 */
export const ProviderPicker = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const providers = useSsoProviders();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('enterprise_sso.pick_title')}
      description={t('enterprise_sso.pick_description')}
      size="medium"
    >
      <DataState
        query={providers}
        isEmpty={(all) => all.length === 0}
        empty={<EmptyState icon={Network} title={t('enterprise_sso.empty_title')} />}
      >
        {(all) => (
          <ul className={styles.grid}>
            {all.map(({ providerName, available }) => {
              const content = (
                <>
                  <ProviderLogo providerName={providerName} />
                  <span className={styles.text}>
                    <span className={styles.name}>
                      {t(`enterprise_sso.providers.${providerName}.name`)}
                      {available ? null : <Tag>{t('enterprise_sso.coming_soon')}</Tag>}
                    </span>
                    <span className={styles.description}>
                      {t(`enterprise_sso.providers.${providerName}.description`)}
                    </span>
                  </span>
                </>
              );
              return (
                <li key={providerName}>
                  {available ? (
                    <Link className={styles.card} to={path(`/enterprise-sso/create/${providerName}`)}>
                      {content}
                    </Link>
                  ) : (
                    <div className={`${styles.card} ${styles.disabled}`} aria-disabled="true">
                      {content}
                    </div>
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
