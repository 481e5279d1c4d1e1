import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Long enough that guessing it is no shorter a way in than breaking AES. */
const DATA_KEY_SECRET_MIN_LENGTH = 32;
/** Where the embedded default keeps its generated secret, inside DATA_DIR. */
export const DATA_KEY_SECRET_FILE = 'data-key-secret';

/**
 * DATA_KEY_SECRET, or on a machine that did not set it (never production: config.ts refuses
 * that) a secret generated once into the data directory with 0600 rights, so `npm start` works
 * with nothing configured and keeps reading its own log after a restart.
 */
export async function resolveDataKeySecret(config: {
  dataKeySecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.dataKeySecret !== undefined) return config.dataKeySecret;
  const file = join(config.dataDir, DATA_KEY_SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= DATA_KEY_SECRET_MIN_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx': two processes starting at once must not each write their own; the loser reads.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return (await readFile(file, 'utf8')).trim();
    throw error;
  }
  await chmod(file, 0o600);
  return secret;
}

/**
 * The key that wraps every data key, derived once from the secret with HKDF-SHA256 (the secret
 * is high-entropy, so no slow password hash is needed; a fixed salt and info give it a purpose).
 * Wrapping is AES-256-GCM with the key id as additional data, so a wrapped key copied onto
 * another person's row does not open.
 */
export class KeyWrapper {
  private readonly kek: Buffer;

  constructor(secret: string) {
    this.kek = Buffer.from(
      hkdfSync('sha256', secret, 'rbt-nanny-connect/data-keys', 'wrap-v1', 32),
    );
  }

  wrap(keyId: string, dataKey: Buffer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.kek, iv);
    cipher.setAAD(Buffer.from(`data-key:${keyId}`));
    return Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
  }

  /** The data key, or undefined when this secret did not wrap it. */
  unwrap(keyId: string, wrapped: Buffer): Buffer | undefined {
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.kek, wrapped.subarray(0, 12));
      decipher.setAAD(Buffer.from(`data-key:${keyId}`));
      decipher.setAuthTag(wrapped.subarray(wrapped.length - 16));
      return Buffer.concat([
        decipher.update(wrapped.subarray(12, wrapped.length - 16)),
        decipher.final(),
      ]);
    } catch {
      return undefined;
    }
  }
}
