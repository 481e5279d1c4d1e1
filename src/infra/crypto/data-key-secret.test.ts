import { mkdtempSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_KEY_SECRET_FILE, resolveDataKeySecret } from './data-key-secret.js';

describe('DATA_KEY_SECRET', () => {
  it('is taken from the configuration when set, and nothing is written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rbt-secret-'));
    const secret = 'x'.repeat(40);
    expect(await resolveDataKeySecret({ dataKeySecret: secret, dataDir })).toBe(secret);
    await expect(readFile(join(dataDir, DATA_KEY_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('unset, is generated once into the data directory, readable by its owner only', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'rbt-secret-')), 'data');
    const first = await resolveDataKeySecret({ dataKeySecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, DATA_KEY_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await resolveDataKeySecret({ dataKeySecret: undefined, dataDir })).toBe(first);
  });
});
