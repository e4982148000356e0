import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useHasOpened } from '../../hooks/use-has-opened';
import { type ConfirmStore, confirmStore } from './store';

const ConfirmModal = lazy(() => import('./ConfirmModal'));

/**
 * Renders the pending confirmation; the browser's back button cancels it (spec §2). The dialog's code
 * (the modal and its Radix dialog) loads the first time a confirmation is asked, not with the first paint.
 */
export const ConfirmDialogHost = ({ store = confirmStore }: { store?: ConfirmStore }) => {
  const current = useSyncExternalStore(store.subscribe, store.current);
  const open = current !== undefined;
  const mounted = useHasOpened(open);

  useEffect(() => {
    if (!open) return;
    const onBack = () => store.cancel();
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [open, store]);

  return mounted ? (
    <Suspense fallback={null}>
      <ConfirmModal store={store} current={current} />
    </Suspense>
  ) : null;
};

export { confirm } from './store';
