import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { StackForm } from '../../components/Stack';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import styles from './index.module.css';

/**
 * A settings form's buttons: discard the changes and save them, both only once something changed.
 * Then they become a save bar that says so and stays in view at the bottom of the window however
 * long the page, and leaving the page asks first (`UnsavedChangesGuard`).
 */
export const FormActions = ({
  dirty,
  submitting,
  onDiscard,
  guardWithin,
}: {
  dirty: boolean;
  submitting: boolean;
  onDiscard: () => void;
  /** Paths that are still this form (its tabs): moving there keeps the changes and does not ask. */
  guardWithin?: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className={dirty ? `${styles.actions} ${styles.bar}` : styles.actions}>
      <UnsavedChangesGuard when={dirty && !submitting} within={guardWithin} />
      {dirty ? (
        <p className={styles.unsaved} role="status">
          {t('unsaved_changes.bar')}
        </p>
      ) : null}
      <Button type="button" onClick={onDiscard} disabled={!dirty || submitting}>
        {t('general.discard')}
      </Button>
      <Button type="submit" kind="primary" loading={submitting} disabled={!dirty}>
        {t('general.save')}
      </Button>
    </div>
  );
};

/**
 * A settings card that is one form: its title and description in a column beside the fields on a
 * desktop screen (above them on a narrow one, `Card aside`), then Discard and Save (`FormActions`),
 * with the unsaved-changes guard. `readOnly` leaves the buttons out.
 */
export const FormCard = ({
  title,
  description,
  onSubmit,
  dirty,
  submitting,
  onDiscard,
  readOnly = false,
  children,
}: {
  title: string;
  description?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  dirty: boolean;
  submitting: boolean;
  onDiscard: () => void;
  readOnly?: boolean;
  children: ReactNode;
}) => (
  <Card title={title} description={description} aside>
    <StackForm onSubmit={onSubmit}>
      {children}
      {readOnly ? null : <FormActions dirty={dirty} submitting={submitting} onDiscard={onDiscard} />}
    </StackForm>
  </Card>
);
