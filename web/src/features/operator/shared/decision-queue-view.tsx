import type { ReactNode } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { DecisionQueueState } from './decision-queue';
import { OpenAndDecided, QueueSection } from './queue-section';
import { useDoneNotice } from './use-done-notice';

interface DecisionQueueTexts {
  title: string;
  explanation: string;
  loading: string;
  openTitle: string;
  noneOpen: string;
  decidedTitle: string;
  noneDecided: string;
}

interface DecisionQueueViewProps<T> {
  useStore: UseBoundStore<StoreApi<DecisionQueueState<T>>>;
  texts: DecisionQueueTexts;
  /** What failed to load, for Try again: "the reports". */
  what: string;
  className?: string;
  keyOf: (item: T) => string;
  /** One item; `onDone` announces the server's message once it is decided. */
  render: (item: T, onDone: (message: string) => void) => ReactNode;
}

/** A decision queue's tab: what is still to decide, then what was decided; live. */
export function DecisionQueueView<T>(props: DecisionQueueViewProps<T>) {
  const { useStore, texts, keyOf, render } = props;
  const { heading, notice, onDone } = useDoneNotice();
  const load = useStore((state) => state.load);
  const open = useStore((state) => state.open);
  const decided = useStore((state) => state.decided);
  const openFirst = useStore((state) => state.openFirst);
  return (
    <QueueSection
      title={texts.title}
      className={props.className}
      heading={heading}
      explanation={texts.explanation}
      notice={notice}
      load={load}
      loading={texts.loading}
      what={props.what}
      open={openFirst}
    >
      <OpenAndDecided
        texts={texts}
        open={open}
        decided={decided}
        keyOf={keyOf}
        render={(item) => render(item, onDone)}
      />
    </QueueSection>
  );
}
