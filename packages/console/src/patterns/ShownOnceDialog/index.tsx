import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { CopyField } from '../../components/CopyField';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { Stack } from '../../components/Stack';

/**
 * Values the server shows this one time (a new secret, a generated password): a warning, each value to
 * copy, and one button that closes it. Escape and the backdrop close it too.
 *
 * @example
 * <ShownOnceDialog open={secret !== undefined} title="…" warning="…" confirm="I have copied it"
 *   values={[{ label: 'App secret', value: secret ?? '' }]} onClose={() => setSecret(undefined)} />
 */
export const ShownOnceDialog = ({
  open,
  title,
  warning,
  confirm,
  values,
  onClose,
}: {
  open: boolean;
  title: string;
  warning: ReactNode;
  confirm: string;
  values: readonly { label: string; value: string }[];
  onClose: () => void;
}) => (
  <Modal
    open={open}
    onOpenChange={(next) => (next ? undefined : onClose())}
    title={title}
    role="alertdialog"
    footer={
      <Button kind="primary" onClick={onClose}>
        {confirm}
      </Button>
    }
  >
    <Stack gap="m">
      <Notice tone="warning">{warning}</Notice>
      {values.map(({ label, value }) => (
        <CopyField key={label} label={label} value={value} />
      ))}
    </Stack>
  </Modal>
);
