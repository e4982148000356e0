import type { ReactNode } from 'react';

/** The form's primary button; busy while the request runs (and not clickable twice). */
export const SubmitButton = ({ busy, children }: { busy: boolean; children: ReactNode }) => (
  <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
    {children}
  </button>
);
