import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';

/** Navigation state of leaving a page whose entity was just deleted: nothing there is worth keeping. */
export const leavingDeleted = { leavingDeleted: true };

/** The guards on screen now, by their component's id: whether each has changes, and its own paths. */
const guards = new Map<string, { when: boolean; within?: string }>();

/**
 * Keeps unsaved changes from being lost by accident: while `when` holds, leaving for another page of
 * the console asks first (react-router's `useBlocker`; Discard leaves, Cancel stays), and closing or
 * reloading the tab makes the browser ask (`beforeunload`). Changing only the query (a list's page)
 * is not leaving, nor is going away from an entity just deleted, nor moving under `within` (the
 * tabs of one form, such as the sign-in experience's, which keeps its changes across them).
 *
 * @example
 * <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
 */
export const useUnsavedChangesGuard = (when: boolean, within?: string) => {
  // Every guard on the page answers for all of them: the router consults only one blocker when
  // several forms are on one page (the sign-in experience's settings and its account center card).
  const id = useId();
  useEffect(() => {
    guards.set(id, { when, within });
    return () => {
      guards.delete(id);
    };
  }, [id, when, within]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    [...guards.values()].some(
      (guard) =>
        guard.when &&
        currentLocation.pathname !== nextLocation.pathname &&
        !(guard.within && nextLocation.pathname.startsWith(guard.within)) &&
        !(nextLocation.state as Partial<typeof leavingDeleted> | null)?.leavingDeleted,
    ),
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return blocker;
};

/** The guard as an element: put it in the form whose changes it keeps (`FormActions` does). */
export const UnsavedChangesGuard = ({ when, within }: { when: boolean; within?: string }) => {
  const { t } = useTranslation();
  const blocker = useUnsavedChangesGuard(when, within);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onOpenChange={(next) => (next ? undefined : blocker.reset?.())}
      title={t('unsaved_changes.title')}
      description={t('unsaved_changes.message')}
      role="alertdialog"
      footer={
        <>
          <Button onClick={() => blocker.reset?.()}>{t('general.cancel')}</Button>
          <Button kind="danger" onClick={() => blocker.proceed?.()}>
            {t('unsaved_changes.leave')}
          </Button>
        </>
      }
    />
  );
};
