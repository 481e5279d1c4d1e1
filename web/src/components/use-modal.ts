import { useEffectEvent, useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  const tabbables = tabbablesIn(dialog);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  const active = document.activeElement;
  if (first === undefined || last === undefined) {
    event.preventDefault();
    dialog.focus();
  } else if (!dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Makes an open dialog modal: everything else in the page is inert (no clicks, no focus, hidden
 * from assistive technology), the page behind does not scroll, focus moves in and stays in, and
 * Escape calls `onEscape` when there is one. Focus returns where it was when the dialog closes.
 */
export function useModal(
  host: RefObject<HTMLElement | null>,
  dialog: RefObject<HTMLElement | null>,
  onEscape?: () => void,
): void {
  const escape = useEffectEvent(() => onEscape?.());

  // In the commit that adds the dialog, before the browser paints it or anything can see it:
  // no frame shows it with the page behind still live, and whoever finds the dialog (a screen
  // reader, a test) finds it already focused. A passive effect ran a moment later, and a
  // component test that found the dialog first saw the focus still on the body.
  useLayoutEffect(() => {
    const hostElement = host.current;
    const dialogElement = dialog.current;
    if (hostElement === null || dialogElement === null) return;
    const previous = document.activeElement;

    // Only what this dialog made inert is released again (a dialog opened from another one
    // must not wake the first one's background).
    const madeInert = Array.from(document.body.children).filter(
      (element) => element !== hostElement && !element.hasAttribute('inert'),
    );
    madeInert.forEach((element) => element.setAttribute('inert', ''));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogElement.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
      } else if (event.key === 'Tab') {
        trapTab(dialogElement, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      madeInert.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
        previous.focus();
      }
    };
  }, [host, dialog]);
}
