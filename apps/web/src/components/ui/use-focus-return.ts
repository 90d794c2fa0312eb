import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Radix's dialog gives the focus back only to its own `Dialog.Trigger`. Our dialogs are opened by
 * state from a button elsewhere (a row's action, a milestone's button), so on close the focus fell
 * to <body> and a keyboard user started again from the top of the page. This remembers what had
 * the focus when `open` turned true (a layout effect runs before the dialog's focus scope moves
 * it) and returns the handler for `Dialog.Content`'s `onCloseAutoFocus` that focuses it again, if
 * it is still on the page.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}
