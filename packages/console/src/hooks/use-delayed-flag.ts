import { useEffect, useState } from 'react';

/** Buttons show their spinner only after this long (spec §4, §9). */
export const spinnerDelayMs = 500;

/**
 * `true` once `flag` has stayed true for `delayMs`; false at once when it
 * drops. Keeps quick operations from flashing a spinner.
 */
export const useDelayedFlag = (flag: boolean, delayMs = spinnerDelayMs) => {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!flag) {
      setDelayed(false);
      return;
    }
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && delayed;
};
