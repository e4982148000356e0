import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import styles from './shared.module.css';

/** A settings form's buttons: discard the changes and save them, both only once something changed. */
export const FormActions = ({
  dirty,
  submitting,
  onDiscard,
}: {
  dirty: boolean;
  submitting: boolean;
  onDiscard: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="button" onClick={onDiscard} disabled={!dirty || submitting}>
        {t('general.discard')}
      </Button>
      <Button type="submit" kind="primary" loading={submitting} disabled={!dirty}>
        {t('general.save')}
      </Button>
    </div>
  );
};

/** A details page's card for deleting the entity: what it costs, and the button that asks first. */
export const DeleteCard = ({
  title,
  description,
  action,
  onDelete,
}: {
  title: string;
  description: ReactNode;
  action: string;
  onDelete: () => void;
}) => (
  <Card title={title}>
    <div className={styles.danger}>
      <p>{description}</p>
      <Button kind="danger" onClick={onDelete}>
        {action}
      </Button>
    </div>
  </Card>
);
