export type ConfirmResult = 'confirmed' | 'cancelled';

export type ConfirmOptions = {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  kind?: 'primary' | 'danger';
};

type Pending = ConfirmOptions & { resolve: (result: ConfirmResult) => void };

/**
 * The one confirmation on screen (spec §4): `open` resolves 'confirmed' or
 * 'cancelled'; opening a new one cancels the one before.
 */
export const createConfirmStore = () => {
  let pending: Pending | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const settle = (result: ConfirmResult) => {
    const current = pending;
    pending = undefined;
    current?.resolve(result);
    emit();
  };
  return {
    open: (options: ConfirmOptions) => {
      if (pending) settle('cancelled');
      return new Promise<ConfirmResult>((resolve) => {
        pending = { ...options, resolve };
        emit();
      });
    },
    confirm: () => settle('confirmed'),
    cancel: () => settle('cancelled'),
    current: (): ConfirmOptions | undefined => pending,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type ConfirmStore = ReturnType<typeof createConfirmStore>;

/** The console's confirmations. */
export const confirmStore = createConfirmStore();

/** Asks the user to confirm; resolves 'confirmed' or 'cancelled'. */
export const confirm = (options: ConfirmOptions) => confirmStore.open(options);
