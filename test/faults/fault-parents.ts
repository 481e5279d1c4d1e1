import { parentStreamId } from '../../src/features/parents/parents.events.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { eventDataOfType } from '../helpers/event-log.js';
import { signedInAccount } from '../helpers/test-sessions.js';

/**
 * A signed-in parent whose profile can be saved at once: her photo is recorded straight in the
 * log (the fault tests are about commands and crashes, not uploads).
 */
export async function parentWithPhoto(
  deps: FeatureDeps,
): Promise<{ accountId: string; cookie: string }> {
  const parent = await signedInAccount(deps, 'parent');
  await deps.eventStore.append({ id: parentStreamId(parent.accountId), type: 'parent' }, 0, [
    {
      type: 'ParentPhotoUploaded',
      data: {
        parentId: parent.accountId,
        contentType: 'image/jpeg',
        size: 1,
        sha256: '0'.repeat(64),
        fileName: null,
        uploadedAt: new Date().toISOString(),
      },
    },
  ]);
  return parent;
}

/** PUT /api/parent/profile as her page sends it, with `marker` as the text to find in the log. */
export function updateProfile(baseUrl: string, cookie: string, marker: string): Promise<Response> {
  return fetch(`${baseUrl}/api/parent/profile`, {
    method: 'PUT',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Fault Parent',
      multipleChildren: false,
      specialConsiderations: marker,
    }),
  });
}

/** The markers of every saved profile in the log (decrypted: they are personal). */
export async function profileMarkersInLog(
  deps: Parameters<typeof eventDataOfType>[0],
): Promise<Set<string>> {
  const profiles = await eventDataOfType(deps, 'ParentProfileUpdated');
  return new Set(profiles.map((data) => data.specialConsiderations as string));
}
