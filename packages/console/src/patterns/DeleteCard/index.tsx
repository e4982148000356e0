import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { confirmThenRun } from '../../hooks/confirm-then-run';
import { leavingDeleted } from '../UnsavedChangesGuard';
import styles from './index.module.css';

/** One action of a card: what it does (or the state it changes) on one side, its button on the other. */
export const CardAction = ({ description, action }: { description: ReactNode; action: ReactNode }) => (
  <div className={styles.action}>
    <p>{description}</p>
    {action}
  </div>
);

type Deletion = {
  confirm: { title: string; message: string };
  run: () => Promise<unknown>;
  /** The toast once deleted. */
  done: string;
  /** Where to go then (the list), replacing the deleted entity's page in the history. */
  leaveTo: string;
};

/** Deletes an entity after a danger confirmation, then leaves its page (unsaved changes no longer matter). */
export const useDeleteThenLeave = ({ confirm, run, done, leaveTo }: Deletion) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    if (await confirmThenRun({ ...confirm, confirmText: t('general.delete') }, run, done)) {
      navigate(leaveTo, { replace: true, state: leavingDeleted });
    }
  };
};

/**
 * A details page's card for deleting the entity, laid out as the settings cards around it (`Card
 * aside`): what it costs beside its title, and the button that asks first.
 */
export const DeleteCard = ({
  title,
  description,
  action,
  ...deletion
}: Deletion & { title: string; description: ReactNode; action: string }) => {
  const onDelete = useDeleteThenLeave(deletion);
  return (
    <Card title={title} description={description} aside>
      <Button kind="danger" onClick={() => void onDelete()}>
        {action}
      </Button>
    </Card>
  );
};
