import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { type ConfirmStore, confirmStore } from './store';

/** Renders the pending confirmation; the browser's back button cancels it (spec §2). */
export const ConfirmDialogHost = ({ store = confirmStore }: { store?: ConfirmStore }) => {
  const { t } = useTranslation();
  const current = useSyncExternalStore(store.subscribe, store.current);
  const open = current !== undefined;

  useEffect(() => {
    if (!open) return;
    const onBack = () => store.cancel();
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [open, store]);

  return (
    <Modal
      open={open}
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

export { confirm } from './store';
