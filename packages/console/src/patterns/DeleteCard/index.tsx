import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import styles from './index.module.css';

/** One action of a card: what it does (or the state it changes) on one side, its button on the other. */
export const CardAction = ({ description, action }: { description: ReactNode; action: ReactNode }) => (
  <div className={styles.action}>
    <p>{description}</p>
    {action}
  </div>
);

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
    <CardAction
      description={description}
      action={
        <Button kind="danger" onClick={onDelete}>
          {action}
        </Button>
      }
    />
  </Card>
);
