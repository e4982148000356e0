import { useCallback, useEffect, useRef, useState } from 'react';

/** Top-bar menus open after the pointer rests this long on their trigger… */
export const menuOpenDelayMs = 300;
/** …and close this long after it leaves trigger and menu (spec §2). */
export const menuCloseDelayMs = 100;

/**
 * Open state of a menu that opens on hover (after 300 ms) as well as on click
 * or keyboard, and closes 100 ms after the pointer leaves both the trigger
 * and the menu, so moving from one to the other keeps it open.
 */
export const useHoverMenu = (openDelayMs = menuOpenDelayMs, closeDelayMs = menuCloseDelayMs) => {
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const setOpen = useCallback(
    (next: boolean) => {
      cancel();
      setOpenState(next);
    },
    [cancel],
  );

  const onPointerEnter = useCallback(
    (event: { pointerType?: string }) => {
      if (event.pointerType && event.pointerType !== 'mouse') return;
      cancel();
      timer.current = setTimeout(() => setOpenState(true), open ? 0 : openDelayMs);
    },
    [cancel, open, openDelayMs],
  );
  const onPointerLeave = useCallback(
    (event: { pointerType?: string }) => {
      if (event.pointerType && event.pointerType !== 'mouse') return;
      cancel();
      timer.current = setTimeout(() => setOpenState(false), closeDelayMs);
    },
    [cancel, closeDelayMs],
  );

  return { open, setOpen, hoverProps: { onPointerEnter, onPointerLeave } };
};
