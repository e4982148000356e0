import type { Log } from '@gatehouse/schemas/logs';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../components/Tag';

/** Success or failure of an audited step, as a tag that does not rely on colour alone. */
export const LogResult = ({ log }: { log: Log }) => {
  const { t } = useTranslation();
  const failed = log.payload.result === 'Error';
  return (
    <Tag tone={failed ? 'danger' : 'success'}>
      {failed ? `✕ ${t('audit_logs.error')}` : `✓ ${t('audit_logs.success')}`}
    </Tag>
  );
};
