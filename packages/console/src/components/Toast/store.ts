/** A toast: a short message that goes away by itself. */
export type Toast = { id: number; kind: 'success' | 'error' | 'info'; message: string; durationMs: number };

type Listener = () => void;

/** How long a toast stays, unless the caller says otherwise. */
export const defaultToastMs = 3_000;
/** Error toasts stay longer: people need time to read what went wrong. */
export const errorToastMs = 6_000;

/**
 * The toasts on screen. A plain store (not React state) so that code outside
 * components — the API client — can raise one; `<Toaster />` renders it.
 */
export const createToastStore = () => {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const dismiss = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };
  const show = (kind: Toast['kind'], message: string, durationMs?: number) => {
    const toast = {
      id: nextId++,
      kind,
      message,
      durationMs: durationMs ?? (kind === 'error' ? errorToastMs : defaultToastMs),
    };
    toasts = [...toasts, toast];
    emit();
    setTimeout(() => dismiss(toast.id), toast.durationMs);
    return toast.id;
  };
  return {
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
    dismiss,
    success: (message: string, durationMs?: number) => show('success', message, durationMs),
    error: (message: string, durationMs?: number) => show('error', message, durationMs),
    info: (message: string, durationMs?: number) => show('info', message, durationMs),
  };
};

export type ToastStore = ReturnType<typeof createToastStore>;

/** The console's toasts. */
export const toast = createToastStore();
