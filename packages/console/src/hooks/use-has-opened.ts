import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog whose code is loaded lazily mounts then and stays
 * mounted, so it still animates out when it closes.
 */
export const useHasOpened = (open: boolean) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
