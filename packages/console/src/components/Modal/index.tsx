import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './index.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for confirmations and alerts, read out as such. */
  role?: 'dialog' | 'alertdialog';
  /** `large` for an editor that needs the width: a table beside a list. */
  size?: 'small' | 'medium' | 'large';
};

/** A modal dialog (Radix: focus trap, Escape, labelled by its title), with a named close button. */
export const Modal = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'small',
}: Props) => {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles[size]}`}
          role={role}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM, so opening focuses the dialog's first field; drawn in the top corner. */}
          <Dialog.Close className={styles.close} aria-label={t('general.close')}>
            <X size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
