import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Modal } from '../Modal';
import type { ConfirmStore } from './store';

/** The confirmation itself: a chunk of its own, loaded by the host the first time one is asked. */
const ConfirmModal = ({ store, current }: { store: ConfirmStore; current: ReturnType<ConfirmStore['current']> }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={current !== undefined}
      onOpenChange={(next) => (next ? undefined : store.cancel())}
      title={current?.title ?? t('confirm.title')}
      description={current?.message}
      role="alertdialog"
      footer={
        <>
          <Button onClick={store.cancel}>{current?.cancelText ?? t('general.cancel')}</Button>
          <Button kind={current?.kind ?? 'primary'} onClick={store.confirm}>
            {current?.confirmText ?? t('general.confirm')}
          </Button>
        </>
      }
    />
  );
};

export default ConfirmModal;
