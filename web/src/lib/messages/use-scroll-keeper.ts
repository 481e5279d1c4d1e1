import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { MessageView } from '@shared/messages';

/** How close to the bottom (px) still counts as following the newest messages. */
const FOLLOW_DISTANCE = 80;

/**
 * Keeps the thread's scroll where the reader expects it: at the newest message on opening, at
 * the same message when older ones are put above it, and following new ones only when she was
 * already at the bottom (or sent it herself).
 */
export function useScrollKeeper(
  scroller: RefObject<HTMLElement | null>,
  messages: readonly MessageView[],
): void {
  const before = useRef<{
    height: number;
    messages: readonly MessageView[];
    firstId: string | null;
    lastId: string | null;
  } | null>(null);

  // After every render, not only when the messages change: the height to compare with must
  // include whatever else changed meanwhile (the "Loading older messages..." line).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const firstId = messages[0]?.id ?? null;
    const last = messages.at(-1);
    const previous = before.current;
    if (previous === null || previous.lastId === null) {
      element.scrollTop = element.scrollHeight;
    } else if (previous.messages !== messages) {
      if (firstId !== previous.firstId && last?.id === previous.lastId) {
        // Older messages went above: move down by what they added, so the same one stays put.
        element.scrollTop += element.scrollHeight - previous.height;
      } else if (last !== undefined && last.id !== previous.lastId) {
        const distance = previous.height - element.scrollTop - element.clientHeight;
        if (distance < FOLLOW_DISTANCE || last.fromMe) element.scrollTop = element.scrollHeight;
      }
    }
    before.current = {
      height: element.scrollHeight,
      messages,
      firstId,
      lastId: last?.id ?? null,
    };
  });
}
