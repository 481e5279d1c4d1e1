import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Features import each other's index.ts, and some of those imports go round (accounts' erasure
// names the documents' folders, documents use the nanny's decider, nannies read bookings…). A
// cycle is harmless while nothing is read as the modules load; one that is read then works in
// one import order and fails in another (which test file a worker loads first). Each feature is
// loaded first here, alone, so such a read fails this test rather than a file now and then.

const features = readdirSync(join(process.cwd(), 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('each feature, loaded first', () => {
  it.each(features)('%s loads', async (name) => {
    vi.resetModules();
    const module = (await import(`./${name}/index.ts`)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});
