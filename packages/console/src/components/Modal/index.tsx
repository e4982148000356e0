import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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
  size?: 'small' | 'medium';
};

/** A modal dialog (Radix: focus trap, Escape, labelled by its title). */
export const Modal = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'small',
}: Props) => (
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
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
