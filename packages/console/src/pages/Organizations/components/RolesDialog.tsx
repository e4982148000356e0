import type { RoleType } from '@gatehouse/schemas/roles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { RoleChecklist } from './RoleChecklist';

/**
 * Picks organization roles for members or applications: to edit what one holds (`initial` is
 * checked), or to give several just added some (closing without saving gives none).
 */
export const RolesDialog = ({
  open,
  onClose,
  title,
  description,
  type,
  initial,
  submitLabel,
  cancelLabel,
  onSubmit,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  type: RoleType;
  initial: readonly string[];
  submitLabel: string;
  cancelLabel?: string;
  /** Saves the checked ids; resolves whether it worked (the dialog then closes). */
  onSubmit: (ids: string[]) => Promise<boolean>;
  pending: boolean;
}) => {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>([]);
  // Starts from what is held each time it opens.
  const initialKey = initial.join(',');
  useEffect(() => {
    if (open) setIds(initialKey ? initialKey.split(',') : []);
  }, [open, initialKey]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      size="medium"
      footer={
        <>
          <Button onClick={onClose}>{cancelLabel ?? t('general.cancel')}</Button>
          <Button
            kind="primary"
            loading={pending}
            onClick={async () => {
              if (await onSubmit(ids)) onClose();
            }}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <RoleChecklist type={type} value={ids} onChange={setIds} />
    </Modal>
  );
};
