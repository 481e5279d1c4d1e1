import { createHash } from 'node:crypto';
import { nannyStreamId, UPLOAD_EVENT_BY_KIND } from '../../src/features/nannies/nannies.events.js';
import type { DocumentKind } from '../../src/features/nannies/nannies.events.js';
import { storageKey } from '../../src/features/nannies/documents/nanny-documents.js';
import type { Feature, FeatureDeps } from '../../src/infra/feature.js';
import { pdfFile, pngFile } from './e2e-nanny-files.js';

// What the operator console journey works on, written as the product writes it: a nanny's
// uploaded files (storage and events, as the documents route does) and a job that always fails.

// A background job that always fails with an address in its error, for the Background jobs tab.
export const FAILING = 'test.mail-refused';
export const ADDRESS = 'paula.private@example.com';
export const failingFeature: Feature = {
  name: 'test-failing-mail',
  jobs: () => [
    {
      name: FAILING,
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      handle: async () => {
        throw new Error(`550 <${ADDRESS}> mailbox unavailable`);
      },
    },
  ],
};

/** Stores her files and records the uploads, as the documents route does. */
export async function addDocuments(runtime: FeatureDeps, nannyId: string, kinds: DocumentKind[]) {
  const stream = nannyStreamId(nannyId);
  const version = (await runtime.eventStore.readStream(stream)).length;
  const uploadedAt = new Date().toISOString();
  const events = [];
  for (const kind of kinds) {
    const file = kind === 'profile-photo' ? pngFile(`${kind}.png`) : pdfFile(`${kind}.pdf`);
    await runtime.storage.put(storageKey(kind, nannyId), file.buffer, file.mimeType);
    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    const data = { nannyId, contentType: file.mimeType, size: file.buffer.length, sha256 };
    events.push({
      type: UPLOAD_EVENT_BY_KIND[kind],
      data: { ...data, fileName: file.name, uploadedAt },
    });
  }
  await runtime.eventStore.append({ id: stream, type: 'nanny' }, version, events);
}
