import { Button } from '../Button';
import { Modal } from '../Modal';

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmText: string;
  onConfirm: () => void;
};

/** An alert that can only be acknowledged ('Got it'). */
export const AlertDialog = ({ open, title, message, confirmText, onConfirm }: Props) => (
  <Modal
    open={open}
    onOpenChange={(next) => (next ? undefined : onConfirm())}
    title={title}
    description={message}
    role="alertdialog"
    footer={
      <Button kind="primary" onClick={onConfirm}>
        {confirmText}
      </Button>
    }
  />
);
