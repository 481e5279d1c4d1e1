import type { ReactNode } from 'react';
import type { OperatorDocument, OperatorNanny } from './review-types';
import { BackgroundStatusBadge, CprStatusBadge } from './status-badges';
import { BackgroundActions } from './background-actions';
import { CprActions } from './cpr-actions';
import type { ReviewDone } from './use-review-action';
import { formatInstant } from '../../../lib/date-format';

interface DocumentRowProps {
  label: string;
  file: OperatorDocument | null;
  /** Documents are served as attachments, so they download; the photo opens in a new tab. */
  opens: 'tab' | 'download';
  children?: ReactNode;
}

/** One document: a link that opens or downloads it, or a note that it is not there. */
function DocumentRow({ label, file, opens, children }: DocumentRowProps) {
  return (
    <li className="queue-docs__item">
      <div className="queue-docs__line">
        {file === null ? (
          <span className="queue-docs__name">{label}</span>
        ) : (
          <a
            className="queue-docs__name"
            href={file.url}
            {...(opens === 'tab'
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : { download: true })}
          >
            {label}
            <span className="visually-hidden">
              {opens === 'tab' ? ' (opens in a new tab)' : ' (downloads)'}
            </span>
          </a>
        )}
        <span className="form__hint">
          {file === null
            ? 'Not uploaded'
            : `Uploaded ${formatInstant(file.uploadedAt, 'mediumDate', 'reader')}`}
        </span>
      </div>
      {children}
    </li>
  );
}

/**
 * Her photo (opens in a new tab) and documents (download); the background check and the CPR /
 * First Aid card with their review state and, while they wait, the decision.
 */
export function NannyDocuments({ nanny, onDone }: { nanny: OperatorNanny; onDone: ReviewDone }) {
  const check = nanny.backgroundCheck;
  const cpr = nanny.cprFirstAid;
  return (
    <ul className="queue-docs" aria-label={`Documents of ${nanny.fullName}`}>
      <DocumentRow label="Profile photo" file={nanny.profilePhoto} opens="tab" />
      <DocumentRow label="RBT certification" file={nanny.rbtCertification} opens="download" />
      <DocumentRow label="Photo ID" file={nanny.photoId} opens="download" />
      <DocumentRow label="Background check" file={check} opens="download">
        {check !== null && <BackgroundStatusBadge check={check} />}
        {check?.status === 'pending' && <BackgroundActions nanny={nanny} onDone={onDone} />}
      </DocumentRow>
      <DocumentRow label="CPR / First Aid" file={cpr.document} opens="download">
        <CprStatusBadge review={cpr} />
        {cpr.status === 'pending' && <CprActions nanny={nanny} onDone={onDone} />}
      </DocumentRow>
    </ul>
  );
}
