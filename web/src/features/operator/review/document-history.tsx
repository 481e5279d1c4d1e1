import { useEffect, useState } from 'react';
import {
  checkEntryText,
  DOCUMENT_HISTORY_KINDS,
  type DocumentHistory as History,
} from '@shared/document-history';
import type { DocumentVersion } from '@shared/document-history';
import { LoadFailed } from '../../../components/load-failed';
import { api } from '../../../lib/api/api';
import { formatSize, shortSha, versionMarkers } from './document-history-rules';
import type { OperatorNanny } from './review-types';
import { formatDate, formatInstant } from '../../../lib/date-format';
import { SecondaryButton } from '../../../components/secondary-button';
import { LoadingLine } from '../../../components/loading-line';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; history: History };

/** One version: when, its fingerprint (short; full on hover, copied by the button), its markers. */
function VersionRow({ version }: { version: DocumentVersion }) {
  const markers = versionMarkers(version);
  return (
    <li className="document-history__version">
      {version.url === null ? (
        <span>Uploaded {formatInstant(version.uploadedAt, 'mediumDate', 'reader')}</span>
      ) : (
        <a href={version.url} download>
          Uploaded {formatInstant(version.uploadedAt, 'mediumDate', 'reader')}
          <span className="visually-hidden"> (downloads)</span>
        </a>
      )}{' '}
      <span className="form__hint">
        {version.fileName ?? 'no name'}, {formatSize(version.size)}, SHA-256{' '}
        <code title={version.sha256}>{shortSha(version.sha256)}</code>
      </span>{' '}
      <SecondaryButton small onClick={() => void navigator.clipboard?.writeText(version.sha256)}>
        Copy SHA-256
      </SecondaryButton>
      {markers.map((marker) => (
        <span key={marker} className="badge">
          {marker}
        </span>
      ))}
    </li>
  );
}

/**
 * Every version of her documents: what she uploaded when, which version an operator
 * approved or verified, and which were deleted. Loaded when opened, again when she changes.
 */
export function DocumentHistory({ nanny }: { nanny: OperatorNanny }) {
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    api
      .get('/api/operator/nannies/{nannyId}/documents', { params: { nannyId: nanny.id } })
      .then((history) => current && setLoad({ state: 'ready', history }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [open, nanny, attempt]);

  return (
    <details
      className="document-history"
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary>Document history</summary>
      {load.state === 'loading' && open && <LoadingLine text="Loading the document history..." />}
      {load.state === 'failed' && (
        <LoadFailed what="the document history" onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {load.state === 'ready' &&
        DOCUMENT_HISTORY_KINDS.map(({ kind, label }) => {
          const versions = load.history.versions.filter((v) => v.kind === kind);
          if (versions.length === 0) return null;
          return (
            <section key={kind} aria-label={`${label} versions`}>
              <h4>{label}</h4>
              <ul className="document-history__list">
                {versions.map((version) => (
                  <VersionRow key={version.versionId} version={version} />
                ))}
              </ul>
            </section>
          );
        })}
      {load.state === 'ready' && load.history.checks.length > 0 && (
        <section aria-label="RBT certification checks">
          <h4>RBT certification checks</h4>
          <ul className="document-history__list">
            {load.history.checks.map((entry) => (
              <li key={entry.recordedAt + entry.kind} className="document-history__version">
                {checkEntryText(entry, formatDate)}{' '}
                <span className="form__hint">
                  recorded {formatInstant(entry.recordedAt, 'mediumDate', 'reader')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </details>
  );
}
