import { useRef, useState } from 'react';
import { successAlert } from '../../../components/live-alert';
import type { AlertMessage } from '../../../components/live-alert';

/**
 * The notice of a list whose decided item leaves it, buttons and all: the server's message is
 * announced and the list's heading takes focus, so the reader keeps her place.
 */
export function useDoneNotice() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const onDone = (message: string) => {
    setNotice(successAlert(message));
    heading.current?.focus({ preventScroll: true });
  };
  return { heading, notice, onDone };
}
