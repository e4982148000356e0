import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The remaining wait in whole seconds, from when the last code went out. */
const secondsLeft = (sentAt: number, wait: number, now: number) =>
  Math.min(wait, Math.max(0, Math.ceil((sentAt + wait * 1000 - now) / 1000)));

/**
 * "Send a new code": disabled, with a countdown, until the wait after the last code is over.
 * Give it `key={sentAt}` so that a new code restarts it. The count is not a live region (a
 * screen reader would read it every second); focusing the button says it.
 */
export const ResendButton = ({
  sentAt,
  wait,
  busy,
  onResend,
}: {
  sentAt: number;
  wait: number;
  busy: boolean;
  onResend: () => void;
}) => {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(sentAt, wait, now);
  const waiting = left > 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  // A long wait (the hourly limit) in minutes; a short one by the second.
  const label = !waiting
    ? t('action.resend_code')
    : left > 90
      ? t('action.resend_code_in_minutes', { count: Math.ceil(left / 60) })
      : t('action.resend_code_in', { count: left });
  return (
    <button type="button" className="link resend" disabled={waiting || busy} onClick={onResend}>
      {label}
    </button>
  );
};
