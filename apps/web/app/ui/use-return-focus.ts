import { useLayoutEffect, useRef } from 'react';

/**
 * For a Radix dialog opened without its own Trigger (from a store or a state flag): remembers
 * what had focus when it opened and returns focus there when it closes (the page's heading if
 * that is gone). Pass what identifies the open dialog (`open`, or its id; null / false when
 * closed) and give the returned handler to `Dialog.Content`'s `onCloseAutoFocus`.
 */
export function useReturnFocus(openKey: unknown): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (its auto-focus is a later effect).
  useLayoutEffect(() => {
    if (openKey === null || openKey === undefined || openKey === false) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !active.closest('[role="dialog"], [role="alertdialog"]')) opener.current = active;
  }, [openKey]);
  return (event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      target.focus();
      return;
    }
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  };
}
