import type { ReactNode } from 'react';
import { FileUploadField } from '../../components/file-upload-field';
import { describeFileRules } from '@shared/upload-rules';
import { useNannyStore } from './nanny-store';
import type { DocumentInfo, DocumentKind } from './nanny-types';
import { uploadKinds } from './upload-kinds';
import { REOPEN_CANCEL_LABEL, REOPEN_CONFIRM_LABEL, reopenWarning } from './reopen-confirm';
import { formatInstant } from '../../lib/date-format';

interface DocumentUploadProps {
  kind: DocumentKind;
  file: DocumentInfo | null;
  /** Beside the title, e.g. the background check's info button. */
  info?: ReactNode;
  badge?: ReactNode;
  /** She is approved: replacing her RBT certificate or photo ID sends her back to review. */
  approved?: boolean;
}

/**
 * The server serves documents as downloads (attachment, sandboxed), so their link downloads;
 * only the photo, shown inline, opens in a new tab.
 */
function FileLink({
  href,
  download,
  children,
}: {
  href: string;
  download: boolean;
  children: ReactNode;
}) {
  return download ? (
    <a href={href} download>
      {children}
    </a>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** One upload: what is stored, a link to view it, and a file picker that uploads at once. */
export function DocumentUpload({ kind, file, info, badge, approved = false }: DocumentUploadProps) {
  const rules = uploadKinds[kind];
  const warning = file === null ? null : reopenWarning(kind, approved);
  const upload = useNannyStore((state) => state.upload);

  return (
    <li className="upload">
      <div className="upload__title">
        <h3>{rules.label}</h3>
        {info}
        {badge}
      </div>
      <p className="form__hint">
        {rules.hint} {describeFileRules(rules)}
      </p>
      {file === null ? (
        <p className="upload__current">Not uploaded yet.</p>
      ) : (
        <p className="upload__current">
          Uploaded {formatInstant(file.uploadedAt, 'mediumDate', 'reader')}
          {file.fileName !== null && file.fileName !== '' && <> ({file.fileName})</>}.{' '}
          <FileLink href={file.url} download={kind !== 'profile-photo'}>
            {rules.viewLabel}
          </FileLink>
        </p>
      )}
      <FileUploadField
        label={`${file === null ? 'Upload' : 'Replace'} ${rules.noun}`}
        noun={rules.noun}
        rules={rules}
        success={rules.success}
        failure={rules.failure}
        upload={(chosen, onProgress) => upload(kind, chosen, onProgress)}
        confirm={
          warning === null
            ? null
            : {
                text: warning,
                confirmLabel: REOPEN_CONFIRM_LABEL,
                cancelLabel: REOPEN_CANCEL_LABEL,
              }
        }
      />
    </li>
  );
}
