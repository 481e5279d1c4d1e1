import sharp from 'sharp';
import { pngDeclaring } from '../../../test/helpers/image-fixtures.js';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../../test/helpers/pdf-fixtures.js';
import { processDocument, processPhoto, sniffContentType } from './upload-checks.js';
import { rejectionOf } from '../../../test/helpers/upload-rejection.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
const png = (width = 40, height = 30) => solid(width, height).png().toBuffer();
const jpeg = (width = 40, height = 30) => solid(width, height).jpeg().toBuffer();
const webp = () => solid(40, 30).webp().toBuffer();
const pdf = pdfBytes('Certified RBT');
const text = Buffer.from('holiday-photo.jpg: not an image at all, just words\n');

/** A phone photo as it arrives: EXIF with GPS, an ICC profile, XMP, and a sideways orientation. */
const phonePhoto = () =>
  solid(300, 200)
    .withExif({
      IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 55/1' },
    })
    .withIccProfile('p3')
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="secret-owner"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const NOT_A_PHOTO = {
  reason: 'unsupported_type',
  message: 'This file is not a JPEG, PNG or WebP image.',
};
const NOT_A_DOCUMENT = {
  reason: 'unsupported_type',
  message: 'This file is not a PDF, JPEG or PNG.',
};
const UNREADABLE = { reason: 'unreadable', message: 'This file could not be read as an image.' };
const TOO_MANY_PIXELS = {
  reason: 'too_many_pixels',
  message: 'The image is too large in pixels (at most 40 megapixels).',
};

describe('sniffContentType', () => {
  it('recognises each accepted type by its magic number', async () => {
    expect(sniffContentType(await jpeg())).toBe('image/jpeg');
    expect(sniffContentType(await png())).toBe('image/png');
    expect(sniffContentType(await webp())).toBe('image/webp');
    expect(sniffContentType(pdf)).toBe('application/pdf');
  });

  it('recognises nothing in junk, text, other RIFF files or too few bytes', () => {
    expect(sniffContentType(text)).toBeUndefined();
    expect(sniffContentType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffContentType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffContentType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffContentType(Buffer.from('%PD'))).toBeUndefined();
  });
});

describe('processPhoto', () => {
  it('strips EXIF, GPS, ICC and XMP, after turning the picture upright', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect([before.exif, before.icc, before.xmp].every(Boolean)).toBe(true);
    expect(before.orientation).toBe(6);

    const { body, contentType } = await processPhoto(input);
    const after = await sharp(body).metadata();
    expect(contentType).toBe('image/jpeg');
    expect(after.format).toBe('jpeg');
    expect(after).not.toHaveProperty('exif');
    expect(after).not.toHaveProperty('icc');
    expect(after).not.toHaveProperty('xmp');
    expect(after).not.toHaveProperty('orientation');
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(body.includes('secret-owner')).toBe(false);
    expect(body.includes('PhoneCo')).toBe(false);
  });

  it('shrinks the longest side to 1024 px, keeping the proportions', async () => {
    const wide = await sharp((await processPhoto(await png(3000, 2000))).body).metadata();
    expect([wide.width, wide.height]).toEqual([1024, 683]);
    const tall = await sharp((await processPhoto(await jpeg(2000, 3000))).body).metadata();
    expect([tall.width, tall.height]).toEqual([683, 1024]);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp((await processPhoto(await png(400, 300))).body).metadata();
    expect([small.width, small.height]).toEqual([400, 300]);
  });

  it('turns WebP into JPEG and puts transparency on white', async () => {
    const clear = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    const { body } = await processPhoto(clear);
    const pixels = await sharp(body).raw().toBuffer();
    expect(Math.min(...pixels)).toBeGreaterThan(245);
  });

  it('decides from the bytes: text named like a photo is refused, so is a PDF', async () => {
    expect(await rejectionOf(processPhoto(text))).toEqual(NOT_A_PHOTO);
    expect(await rejectionOf(processPhoto(pdf))).toEqual(NOT_A_PHOTO);
  });

  // A file of under 1 KB declaring 900 million pixels: refused for what its header declares (a
  // decode attempt would fail as unreadable or exhaust memory instead). No timing is asserted:
  // these machines are shared, and speed is the bench's job.
  it('refuses a pixel flood from its header, before decoding it', async () => {
    const flood = pngDeclaring(30_000, 30_000);
    expect(flood.length).toBeLessThan(1024);
    expect(await rejectionOf(processPhoto(flood))).toEqual(TOO_MANY_PIXELS);
  });

  it('refuses a truncated or corrupt image as unreadable', async () => {
    const whole = await jpeg(400, 300);
    expect(await rejectionOf(processPhoto(whole.subarray(0, whole.length / 2)))).toEqual(
      UNREADABLE,
    );
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
    expect(await rejectionOf(processPhoto(garbage))).toEqual(UNREADABLE);
    const brokenPng = Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(100, 1)]);
    expect(await rejectionOf(processPhoto(brokenPng))).toEqual(UNREADABLE);
  });
});

describe('processDocument', () => {
  it('security item 9: a PDF is rewritten, never kept byte for byte, and keeps its text', async () => {
    const { body, contentType } = await processDocument(pdf);
    expect(contentType).toBe('application/pdf');
    expect(body.equals(pdf)).toBe(false);
    expect(body.toString('latin1')).toContain('(Certified RBT) Tj');
  });

  it('re-encodes a JPEG without its metadata, still a JPEG', async () => {
    const { body, contentType } = await processDocument(await phonePhoto());
    const after = await sharp(body).metadata();
    expect(contentType).toBe('image/jpeg');
    expect(after.format).toBe('jpeg');
    expect(after).not.toHaveProperty('exif');
    expect(after).not.toHaveProperty('xmp');
    expect(body.includes('secret-owner')).toBe(false);
  });

  it('keeps a PNG a PNG, at most 2400 px on its longest side', async () => {
    const { body, contentType } = await processDocument(await png(3000, 1000));
    const after = await sharp(body).metadata();
    expect(contentType).toBe('image/png');
    expect([after.format, after.width, after.height]).toEqual(['png', 2400, 800]);
  });

  it('refuses WebP and anything else', async () => {
    expect(await rejectionOf(processDocument(await webp()))).toEqual(NOT_A_DOCUMENT);
    expect(await rejectionOf(processDocument(text))).toEqual(NOT_A_DOCUMENT);
  });

  it('refuses a pixel flood and a corrupt image', async () => {
    expect(await rejectionOf(processDocument(pngDeclaring(30_000, 30_000)))).toEqual(
      TOO_MANY_PIXELS,
    );
    const whole = await jpeg(400, 300);
    expect(await rejectionOf(processDocument(whole.subarray(0, 200)))).toEqual(UNREADABLE);
  });
});
