import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { StackForm } from '../../components/Stack';

/**
 * A dialog holding a form (create or edit something): its fields, then Cancel and the submit button,
 * which Enter presses too. Closing it any way calls `onClose`, where the caller resets the form.
 *
 * @example
 * <FormModal open={open} onClose={close} title={t('roles.create_title')} submitLabel={t('roles.create')}
 *   submitting={isSubmitting} onSubmit={onSubmit}>
 *   <TextField … />
 * </FormModal>
 */
export const FormModal = ({
  open,
  onClose,
  title,
  description,
  size,
  submitLabel,
  submitting,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'small' | 'medium';
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" form={formId} kind="primary" loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <StackForm id={formId} onSubmit={onSubmit}>
        {children}
      </StackForm>
    </Modal>
  );
};
