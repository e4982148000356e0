import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/Tag';

/** Whether a connector is in use, in words and colour. */
export const StatusTag = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  return enabled ? <Tag tone="success">{t('connectors.enabled')}</Tag> : <Tag>{t('connectors.disabled')}</Tag>;
};
