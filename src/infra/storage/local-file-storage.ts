import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import {
  assertSafeKey,
  type FileStorage,
  type StoredFile,
  type StoredObject,
} from './file-storage.js';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Files in a private folder (DATA_DIR/files): `<key>` holds the bytes and `<key>.meta.json` the
 * content type. Keys have no dots, so no key can name a sidecar or a temporary file.
 */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);

  const pathOf = (key: string): string => {
    assertSafeKey(key);
    const path = resolve(root, key);
    // The key check already rules this out; a second guard costs nothing.
    if (!path.startsWith(root + sep)) throw new Error(`Storage key escapes the folder: ${key}`);
    return path;
  };

  return {
    kind: 'local',

    async prepare() {
      await mkdir(root, { recursive: true, mode: DIR_MODE });
      // mkdir leaves an existing folder's mode alone; uploads are private whoever made it.
      await chmod(root, DIR_MODE);
    },

    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: DIR_MODE });
      const meta: FileMeta = { contentType };
      // Both written in full before either is renamed, so a reader never sees half a file and
      // the window where new bytes sit beside the old type is two renames wide.
      const temps: string[] = [];
      try {
        temps.push(await writeTemporary(path, body));
        temps.push(await writeTemporary(metaPath(path), Buffer.from(JSON.stringify(meta))));
        await rename(temps[0]!, path);
        await rename(temps[1]!, metaPath(path));
      } catch (error) {
        await Promise.all(temps.map((temp) => rm(temp, { force: true })));
        throw error;
      }
    },

    async get(key): Promise<StoredFile | undefined> {
      const path = pathOf(key);
      const meta = await readMeta(metaPath(path));
      if (meta === undefined) return undefined;
      const handle = await open(path, 'r').catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
      if (handle === undefined) return undefined;
      try {
        // The size of the very file the stream reads, even if it is replaced meanwhile.
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), contentType: meta.contentType, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    // Keys are one folder deep (`folder/name`, see assertSafeKey): only the folders the prefix
    // can reach are read. Names with a dot are sidecars or temporary files, never a key.
    async *list(prefix): AsyncIterable<StoredObject> {
      for (const folder of await namesIn(root)) {
        const start = `${folder}/`;
        if (!start.startsWith(prefix) && !prefix.startsWith(start)) continue;
        for (const name of await namesIn(resolve(root, folder))) {
          const key = `${folder}/${name}`;
          if (name.includes('.') || !key.startsWith(prefix)) continue;
          const info = await stat(resolve(root, folder, name)).catch((error: unknown) => {
            if (isNotFound(error)) return undefined; // deleted while we listed
            throw error;
          });
          if (info?.isFile()) yield { key, size: info.size, lastModified: info.mtime };
        }
      }
    },

    async delete(key) {
      const path = pathOf(key);
      // The sidecar first: without it get() already answers "missing".
      await rm(metaPath(path), { force: true });
      await rm(path, { force: true });
    },
  };
}

interface FileMeta {
  contentType: string;
}

const metaPath = (path: string): string => `${path}.meta.json`;

/** Writes and flushes a new private file beside `path`; returns its name. */
async function writeTemporary(path: string, bytes: Buffer): Promise<string> {
  const temp = `${path}.${randomUUID()}.tmp`;
  const handle = await open(temp, 'wx', FILE_MODE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  return temp;
}

async function readMeta(path: string): Promise<FileMeta | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('contentType' in parsed) ||
    typeof parsed.contentType !== 'string'
  ) {
    throw new Error(`Unreadable storage metadata: ${path}`);
  }
  return { contentType: parsed.contentType };
}

/** The entries of a folder; none when it does not exist (yet). */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (
      isNotFound(error) ||
      (error instanceof Error && 'code' in error && error.code === 'ENOTDIR')
    ) {
      return [];
    }
    throw error;
  }
}

const isNotFound = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';
