import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useMessagesStore } from './messages-store';
import type { OpenConversation } from './messages-store';

/**
 * Marks the open conversation read while its messages are on screen: when it opens, when its tab
 * or the browser tab comes back into view, and as new messages arrive. A conversation left open
 * behind another tab stays unread until she looks.
 */
export function useMarkReadWhenSeen(
  thread: RefObject<HTMLElement | null>,
  open: OpenConversation,
): void {
  const markRead = useMessagesStore((state) => state.markRead);
  const inView = useRef(false);

  useEffect(() => {
    const element = thread.current;
    if (element === null) return;
    const markIfSeen = () => {
      if (inView.current && document.visibilityState === 'visible') void markRead();
    };
    // Near the screen counts (a phone shows the thread under the page's header): what matters
    // is that her tab shows this conversation, not another tab.
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((entry) => entry.isIntersecting);
        markIfSeen();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    document.addEventListener('visibilitychange', markIfSeen);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', markIfSeen);
    };
  }, [thread, markRead]);

  useEffect(() => {
    if (inView.current && document.visibilityState === 'visible') void markRead();
  }, [open.messages, open.conversation, markRead]);
}
