import { useId, useRef } from 'react';
import { Avatar } from '../../../components/avatar';
import type { OperatorNanny } from './review-types';
import { DocumentHistory } from './document-history';
import { NannyDocuments } from './nanny-documents';
import { ReviewActions } from './review-actions';
import { ApprovalStatusBadge } from './status-badges';
import type { ReviewDone } from './use-review-action';
import { formatInstant } from '../../../lib/date-format';

/** One nanny under review: who she is, her documents, and the decisions open to the operator. */
export function QueueItem({ nanny, onDone }: { nanny: OperatorNanny; onDone: ReviewDone }) {
  const nameId = useId();
  const name = useRef<HTMLHeadingElement>(null);
  const bio = nanny.bio.trim();
  // Every decision removes the button pressed; when she stays in the list, her name keeps the
  // reader's place (when she leaves, the queue's heading does).
  const done: ReviewDone = (text, left) => {
    onDone(text, left);
    if (!left) name.current?.focus();
  };
  return (
    <article className="queue-item" aria-labelledby={nameId}>
      <div className="queue-item__head">
        <Avatar
          src={nanny.profilePhoto?.url ?? null}
          name={nanny.fullName}
          alt={`Photo of ${nanny.fullName}`}
          placeholderLabel={`No photo of ${nanny.fullName}`}
          size="small"
        />
        <div className="queue-item__who">
          <h3 id={nameId} ref={name} tabIndex={-1} className="queue-item__name">
            {nanny.fullName}
          </h3>
          <p className="queue-item__email">{nanny.email}</p>
          <p className="form__hint">
            Signed up {formatInstant(nanny.createdAt, 'longDate', 'reader')}
          </p>
        </div>
        <ApprovalStatusBadge status={nanny.status} reason={nanny.rejectionReason} />
      </div>
      <p className={bio === '' ? 'queue-item__bio form__hint' : 'queue-item__bio'}>
        {bio === '' ? 'No bio provided.' : bio}
      </p>
      <NannyDocuments nanny={nanny} onDone={done} />
      <DocumentHistory nanny={nanny} />
      <ReviewActions nanny={nanny} onDone={done} />
    </article>
  );
}
