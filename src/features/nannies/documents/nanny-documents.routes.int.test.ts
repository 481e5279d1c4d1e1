import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registeredAccount } from '../../../../test/helpers/accounts-api.js';
import { isStored } from '../../../../test/helpers/stored-files.js';
import {
  agreedNanny,
  jpegWithExif,
  pngBytes,
  upload,
  uploadPdf,
} from '../../../../test/helpers/nanny-api.js';
import {
  ACTIVE_MARKERS,
  activePdf,
  pdfBytes,
  pdfCarries,
} from '../../../../test/helpers/pdf-fixtures.js';
import { pngDeclaring } from '../../../../test/helpers/image-fixtures.js';
import { operatorCookie } from '../../../../test/helpers/review-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { startTestApp } from '../../../../test/helpers/test-server.js';
import { documentKeyPrefixOf } from './document-keys.js';
import { nannyStreamId } from '../nannies.events.js';

const SANDBOX = "sandbox; default-src 'none'; frame-ancestors 'none'";

let server: Awaited<ReturnType<typeof startTestApp>>;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

/**
 * The keys her document upload events name, each with whether its bytes are stored (every
 * upload has a key of its own). A refused upload is refused before anything is stored,
 * and records no event.
 */
async function recordedDocuments(nannyId: string) {
  const events = await server.runtime.db
    .selectFrom('events')
    .select('data')
    .where('stream_id', '=', nannyStreamId(nannyId))
    .where('type', 'in', ['RbtCertificationUploaded', 'PhotoIdUploaded'])
    .execute();
  return Promise.all(
    events.map(async ({ data }) => {
      const key = (data as { storageKey: string }).storageKey;
      expect(key.startsWith(documentKeyPrefixOf(nannyId))).toBe(true);
      return { key, stored: await isStored(server.runtime.storage, key) };
    }),
  );
}

interface Doc {
  url: string;
  contentType: string;
  fileName: string | null;
}
const nannyOf = (response: { json: <T>() => T }) =>
  response.json<{
    nanny: {
      profilePhoto: Doc | null;
      rbtCertification: Doc | null;
      photoId: Doc | null;
      backgroundCheck: (Doc & { status: string }) | null;
    };
  }>().nanny;

describe(`photo uploads on ${testEngine}`, () => {
  it('re-encodes a phone photo: EXIF gone, at most 1024 px, served to the owner with safe headers', async () => {
    const nanny = await agreedNanny(app());
    const response = await upload(
      app(),
      nanny.cookie,
      'profile-photo',
      await jpegWithExif(2400, 1800),
      'IMG_0001.JPG',
      'image/jpeg',
    );
    expect(response.statusCode).toBe(200);
    const photo = nannyOf(response).profilePhoto!;
    expect(photo).toMatchObject({ contentType: 'image/jpeg', fileName: 'IMG_0001.JPG' });

    const served = await get(app(), photo.url, nanny.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="profile-photo.jpg"');
    expect(served.headers['content-security-policy']).toBe(SANDBOX);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width, metadata.height)).toBe(1024);
    expect(served.rawPayload.toString('latin1')).not.toContain('Elm St');
  });

  it('refuses a photo over 5 MB with a 413 that says the limit', async () => {
    const nanny = await agreedNanny(app());
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(
      app(),
      nanny.cookie,
      'profile-photo',
      big,
      'big.png',
      'image/png',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'payload_too_large',
      message: 'The file is too large: photos can be at most 5 MB.',
    });
  });

  it('refuses a pixel flood: a tiny file declaring a huge image', async () => {
    const nanny = await agreedNanny(app());
    const flood = pngDeclaring(30_000, 30_000);
    expect(flood.length).toBeLessThan(2048);
    const response = await upload(
      app(),
      nanny.cookie,
      'profile-photo',
      flood,
      'flood.png',
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { reason: 'too_many_pixels' } });
  });
});

describe(`document uploads on ${testEngine}`, () => {
  it('security item 9: stores a PDF rewritten without metadata or active content, under a key named after the user and the version', async () => {
    const nanny = await agreedNanny(app());
    const response = await uploadPdf(
      app(),
      nanny.cookie,
      'rbt-certification',
      await activePdf(),
      '../../etc/passwd.pdf',
    );
    expect(response.statusCode).toBe(200);
    expect(nannyOf(response).rbtCertification).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'passwd.pdf',
    });
    const recorded = await server.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', nannyStreamId(nanny.user.id))
      .where('type', '=', 'RbtCertificationUploaded')
      .execute();
    const data = recorded.at(-1)?.data as { storageKey: string; uploadId: string };
    expect(data.storageKey).toBe(
      `nannyDocuments/${nanny.user.id}-rbt-certification-${data.uploadId}`,
    );
    const stored = await server.runtime.storage.get(data.storageKey);
    expect(stored?.contentType).toBe('application/pdf');
    const bytes = Buffer.concat(await stored!.stream.toArray());
    const left = Object.values(ACTIVE_MARKERS)
      .flat()
      .filter((marker) => pdfCarries(bytes, marker));
    expect(left).toEqual([]);
    expect(bytes.toString('latin1')).toContain('(page one marker) Tj');
    expect(data).toMatchObject({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('security item 9: refuses an encrypted PDF, storing nothing', async () => {
    const nanny = await agreedNanny(app());
    const doc = await PDFDocument.load(pdfBytes());
    doc.encrypt({ userPassword: 'open sesame', algorithm: 'AES-256' });
    const encrypted = Buffer.from(await doc.save());
    const response = await uploadPdf(app(), nanny.cookie, 'photo-id', encrypted, 'id.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message:
        'This PDF is password-protected or encrypted. Please upload a copy without a password.',
      details: { reason: 'encrypted' },
    });
    expect(await recordedDocuments(nanny.user.id)).toEqual([]);
  });

  it('security item 9: serves documents as attachments in a sandbox, never sniffed', async () => {
    const nanny = await agreedNanny(app());
    const pdf = await uploadPdf(app(), nanny.cookie, 'photo-id', pdfBytes(), 'id.pdf');
    const png = await upload(
      app(),
      nanny.cookie,
      'rbt-certification',
      await pngBytes(),
      'c.png',
      'image/png',
    );
    for (const [doc, name] of [
      [nannyOf(pdf).photoId!, 'photo-id.pdf'],
      [nannyOf(png).rbtCertification!, 'rbt-certification.png'],
    ] as const) {
      const served = await get(app(), doc.url, nanny.cookie);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(served.headers['content-security-policy']).toBe(SANDBOX);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses wrong bytes behind a right name and type, with a 415', async () => {
    const nanny = await agreedNanny(app());
    const response = await uploadPdf(
      app(),
      nanny.cookie,
      'photo-id',
      Buffer.from('just some text, honestly'),
      'id.pdf',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: 'This file is not a PDF, JPEG or PNG.',
    });
    expect(nannyOf(await get(app(), '/api/nanny/profile', nanny.cookie)).photoId).toBeNull();
  });

  it('replaces a document with a new version: hers is the latest, the earlier one is kept', async () => {
    const nanny = await agreedNanny(app());
    await uploadPdf(app(), nanny.cookie, 'photo-id', pdfBytes('first'), 'a.pdf');
    const second = await uploadPdf(app(), nanny.cookie, 'photo-id', pdfBytes('second'), 'b.pdf');
    const served = await get(app(), nannyOf(second).photoId!.url, nanny.cookie);
    expect(served.body).toContain('second');
    expect(served.body).not.toContain('first');
    // Nothing is overwritten; the earlier version stays for the operators' history.
    const versions = await recordedDocuments(nanny.user.id);
    expect(versions.map((v) => v.stored)).toEqual([true, true]);
    expect(new Set(versions.map((v) => v.key)).size).toBe(2);
  });

  it('puts a background check back to pending on every upload', async () => {
    const nanny = await agreedNanny(app());
    const first = await uploadPdf(app(), nanny.cookie, 'background-check', pdfBytes(), 'bg.pdf');
    expect(nannyOf(first).backgroundCheck).toMatchObject({ status: 'pending' });
  });

  it('refuses uploads before the agreement, and non-multipart bodies, without storing anything', async () => {
    const fresh = await registeredAccount(app(), { role: 'nanny' });
    const early = await uploadPdf(app(), fresh.cookie, 'rbt-certification', pdfBytes(), 'c.pdf');
    expect(early.statusCode).toBe(403);
    expect(await recordedDocuments(fresh.user.id)).toEqual([]);
    const json = await post(
      app(),
      '/api/nanny/documents/rbt-certification',
      { file: 'x' },
      fresh.cookie,
    );
    expect(json.statusCode).toBe(400);
    const unknownKind = await uploadPdf(app(), fresh.cookie, 'passport', pdfBytes(), 'p.pdf');
    expect(unknownKind.statusCode).toBe(400);
  });
});

describe(`who may see a nanny's files on ${testEngine}`, () => {
  it('the nanny and operators; not other nannies, not parents (not even her photo while pending), not strangers', async () => {
    const owner = await agreedNanny(app());
    const certUrl = nannyOf(
      await uploadPdf(app(), owner.cookie, 'rbt-certification', pdfBytes(), 'c.pdf'),
    ).rbtCertification!.url;
    const photoUrl = nannyOf(
      await upload(app(), owner.cookie, 'profile-photo', await pngBytes(), 'p.png', 'image/png'),
    ).profilePhoto!.url;
    const otherNanny = await agreedNanny(app());
    const parent = await registeredAccount(app(), { role: 'parent' });

    expect((await get(app(), certUrl)).statusCode).toBe(401);
    expect((await get(app(), certUrl, otherNanny.cookie)).statusCode).toBe(404);
    expect((await get(app(), certUrl, parent.cookie)).statusCode).toBe(404);
    expect((await get(app(), photoUrl, parent.cookie)).statusCode).toBe(404);
    expect(
      (await get(app(), certUrl, await operatorCookie(app(), server.runtime))).statusCode,
    ).toBe(200);
    expect((await get(app(), certUrl, owner.cookie)).statusCode).toBe(200);
  });
});
