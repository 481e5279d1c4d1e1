import { createSecretKey, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { DESTROYED, UnknownDataKeyError, type KnownKey } from '../crypto/data-key-store.js';
import type { DataKey } from '../crypto/field-cipher.js';
import { EventCatalog } from './event-catalog.js';
import { personal, personalFieldsOf, PersonalData, type DataKeys } from './personal-data.js';

/** Keys in a map, created on write like the real store; destroyKey marks them DESTROYED. */
class MemoryKeys implements DataKeys {
  readonly keys = new Map<string, KnownKey>();
  async keysForReading(_db: unknown, ids: Iterable<string>) {
    const found = new Map<string, KnownKey>();
    for (const id of ids) if (this.keys.has(id)) found.set(id, this.keys.get(id)!);
    return found;
  }
  async keysForWriting(_db: unknown, ids: Iterable<string>) {
    const found = new Map<string, DataKey>();
    for (const id of ids) {
      if (!this.keys.has(id)) this.keys.set(id, createSecretKey(randomBytes(32)));
      const key = this.keys.get(id)!;
      if (key === DESTROYED) throw new Error(`destroyed ${id}`);
      found.set(id, key);
    }
    return found;
  }
  async destroyKey(_db: unknown, id: string) {
    this.keys.set(id, DESTROYED);
  }
  forget() {}
}

const Photo = Type.Object({
  fileName: personal(Type.Union([Type.String(), Type.Null()]), { owner: 'nannyId' }),
  size: Type.Integer(),
});
const schema = Type.Object({
  nannyId: Type.String(),
  parentId: Type.String(),
  nannyName: personal(Type.String(), { owner: 'nannyId', erased: 'Erased user' }),
  note: personal(Type.String(), { owner: 'parentId' }),
  reason: personal(Type.String(), { owner: '$actor' }),
  photo: Type.Union([Photo, Type.Null()]),
  status: Type.String(),
});

const db = undefined as never;
const plain = () => ({
  nannyId: 'n1',
  parentId: 'p1',
  nannyName: 'Nora Nanny',
  note: 'Sam is scared of dogs',
  reason: 'Running late',
  photo: { fileName: 'me.jpg', size: 10 },
  status: 'pending',
});

function setUp() {
  const keys = new MemoryKeys();
  const catalog = new EventCatalog([{ type: 'Thing', schema }], {
    personalData: new PersonalData(keys),
  });
  const fields = catalog.personalFields('Thing');
  const personalData = catalog.personalData!;
  const sealed = async (data = plain(), actor: string | null = 'p1') => {
    const actorId = actor ?? undefined;
    await personalData.seal(db, [{ streamId: 's1', type: 'Thing', data, fields, actorId }]);
    return data;
  };
  const opened = async (data: unknown) => {
    const copy: unknown = structuredClone(data);
    await personalData.open(db, [{ streamId: 's1', type: 'Thing', data: copy, fields }]);
    return copy;
  };
  return { keys, catalog, sealed, opened };
}

describe('personal fields of event schemas', () => {
  it('finds marked fields at any depth, through unions, with owner and placeholder', () => {
    expect(personalFieldsOf(schema).map((f) => [f.dotted, f.owner, f.erased])).toEqual([
      ['nannyName', 'nannyId', 'Erased user'],
      ['note', 'parentId', ''],
      ['reason', '$actor', ''],
      ['photo.fileName', 'nannyId', ''],
    ]);
  });

  it('refuses a mark inside an array', () => {
    const listed = Type.Object({ names: Type.Array(personal(Type.String(), { owner: 'x' })) });
    expect(() => personalFieldsOf(listed)).toThrow(/array/);
  });

  it("encrypts marked fields under their owners' keys and leaves the rest in clear", async () => {
    const { keys, sealed } = setUp();
    const data = await sealed();
    expect(data.nannyName).toMatch(/^enc:v1:n1:/);
    expect(data.note).toMatch(/^enc:v1:p1:/);
    expect(data.reason).toMatch(/^enc:v1:p1:/); // the actor wrote it
    expect(data.photo.fileName).toMatch(/^enc:v1:n1:/);
    expect({
      ...data,
      nannyName: 0,
      note: 0,
      reason: 0,
      photo: { ...data.photo, fileName: 0 },
    }).toEqual({ ...plain(), nannyName: 0, note: 0, reason: 0, photo: { fileName: 0, size: 10 } });
    expect([...keys.keys.keys()].sort()).toEqual(['n1', 'p1']);
  });

  it('decrypts them back to the values written', async () => {
    const { sealed, opened } = setUp();
    expect(await opened(await sealed())).toEqual(plain());
  });

  it("keeps null in clear and gives a job's words the platform's key", async () => {
    const { sealed, opened } = setUp();
    const data = await sealed({ ...plain(), photo: { fileName: null, size: 1 } } as never, null);
    expect(data.photo.fileName).toBeNull();
    expect(data.reason).toMatch(/^enc:v1:platform:/);
    expect(await opened(data)).toEqual({ ...plain(), photo: { fileName: null, size: 1 } });
  });

  it('unknown key: a value under a key the store never held is an error, not a blank', async () => {
    const { keys, sealed, opened } = setUp();
    const data = await sealed();
    keys.keys.delete('p1');
    await expect(opened(data)).rejects.toThrow(UnknownDataKeyError);
  });

  it("erased key: her fields read as their placeholders, everyone else's as written", async () => {
    const { keys, sealed, opened } = setUp();
    const data = await sealed();
    await keys.destroyKey(db, 'n1');
    expect(await opened(data)).toEqual({
      ...plain(),
      nannyName: 'Erased user',
      photo: { fileName: '', size: 10 },
    });
  });

  it('leaves a value still in clear (an event from before the migration) as it is', async () => {
    const { opened } = setUp();
    expect(await opened(plain())).toEqual(plain());
  });

  it('refuses to append personal fields without data keys', () => {
    const bare = new EventCatalog([{ type: 'Thing', schema }]);
    expect(bare.personalData).toBeUndefined();
    expect(bare.personalFields('Thing')).toHaveLength(4);
  });

  it('uses the personal fields of an older schema version for data stored under it', () => {
    const catalog = new EventCatalog([
      {
        type: 'Renamed',
        schemaVersion: 2,
        schema: Type.Object({ fullName: personal(Type.String(), { owner: '$actor' }) }),
        upcasters: { 1: (d) => ({ fullName: (d as { name: string }).name }) },
        personalInVersion: { 1: { name: { owner: '$actor' } } },
      },
    ]);
    expect(catalog.personalFields('Renamed', 1).map((f) => f.dotted)).toEqual(['name']);
    expect(catalog.personalFields('Renamed', 2).map((f) => f.dotted)).toEqual(['fullName']);
    expect(catalog.personalFields('Unknown', 1)).toEqual([]);
    expect(catalog.typesWithPersonalFields()).toEqual(['Renamed']);
  });
});
