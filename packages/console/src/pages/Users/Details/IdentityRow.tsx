import { useTranslation } from 'react-i18next';
import { useConnectorFactories, useConnectorList } from '../../../api/connectors/queries';
import { Button } from '../../../components/Button';
import { Muted } from '../../../components/FormField';
import { CardAction } from '../../../patterns/DeleteCard';
import { ConnectorLogo } from '../../Connectors/components/ConnectorLogo';
import { useLocalized } from '../../Connectors/connector-types';
import styles from './IdentityRow.module.css';

/**
 * A linked social identity: its provider as the sign-in page shows it (the tenant's connector for
 * the target, else the built-in factory, else the bare target), the user's id there, and Unlink.
 */
export const IdentityRow = ({
  target,
  identity,
  onUnlink,
}: {
  target: string;
  identity: unknown;
  onUnlink: (provider: string) => void;
}) => {
  const { t } = useTranslation();
  const localized = useLocalized();
  const connectors = useConnectorList();
  const factories = useConnectorFactories();
  const provider =
    connectors.data?.find((connector) => connector.type === 'social' && connector.target === target) ??
    factories.data?.find((factory) => factory.type === 'social' && factory.target === target);
  const name = provider ? localized(provider.name) : target;
  const userId = (identity as { userId?: unknown } | null)?.userId;
  return (
    <CardAction
      description={
        <span className={styles.identity}>
          <ConnectorLogo logo={provider?.logo ?? ''} logoDark={provider?.logoDark} />
          <span className={styles.text}>
            <span className={styles.name}>{name}</span>
            <Muted>
              {typeof userId === 'string' || typeof userId === 'number'
                ? t('connectors.identity_user_id', { id: String(userId) })
                : target}
            </Muted>
          </span>
        </span>
      }
      action={
        <Button kind="text" onClick={() => onUnlink(name)} aria-label={`${t('users.unlink')}: ${name}`}>
          {t('users.unlink')}
        </Button>
      }
    />
  );
};
