import sharp, { type Sharp } from 'sharp';
import { documentFileRules, photoFileRules } from '../../shared/upload-rules.js';
import { sanitisePdf } from './pdf-sanitiser.js';
import { UploadRejectedError } from './upload-rejection.js';

export type SniffedContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** Decoding cost grows with pixels, not bytes: a few KB of PNG can declare a 900 MP canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;
const PHOTO_MAX_SIDE = 1024;
const DOCUMENT_MAX_SIDE = 2400;
const JPEG_QUALITY = 85;

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RIFF_MAGIC = Buffer.from('RIFF', 'ascii');
const WEBP_MAGIC = Buffer.from('WEBP', 'ascii');
const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');

const hasAt = (bytes: Buffer, magic: Buffer, offset = 0): boolean =>
  bytes.subarray(offset, offset + magic.length).equals(magic);

/** The type the bytes themselves declare; a file name or a Content-Type header is never asked. */
export function sniffContentType(bytes: Buffer): SniffedContentType | undefined {
  if (hasAt(bytes, JPEG_MAGIC)) return 'image/jpeg';
  if (hasAt(bytes, PNG_MAGIC)) return 'image/png';
  if (hasAt(bytes, RIFF_MAGIC) && hasAt(bytes, WEBP_MAGIC, 8)) return 'image/webp';
  if (hasAt(bytes, PDF_MAGIC)) return 'application/pdf';
  return undefined;
}

/**
 * A profile photo as we store it: upright, no metadata at all (EXIF with GPS, ICC, XMP), at most
 * 1024 px on its longest side, transparency on white, JPEG.
 */
export async function processPhoto(
  bytes: Buffer,
): Promise<{ body: Buffer; contentType: 'image/jpeg' }> {
  const type = sniffContentType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') {
    throw new UploadRejectedError(
      'unsupported_type',
      `This file is not a ${photoFileRules.typeNames} image.`,
    );
  }
  const body = await reencode(bytes, PHOTO_MAX_SIDE, (image) =>
    image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY }),
  );
  return { body, contentType: 'image/jpeg' };
}

/**
 * A certificate, ID or background check: a PDF is rewritten without metadata or active content
 * (see pdf-sanitiser.ts); a JPEG or PNG (often a phone photo carrying GPS) is re-encoded in its
 * own format without metadata, at most 2400 px.
 */
export async function processDocument(
  bytes: Buffer,
): Promise<{ body: Buffer; contentType: 'application/pdf' | 'image/jpeg' | 'image/png' }> {
  const type = sniffContentType(bytes);
  switch (type) {
    case 'application/pdf':
      return { body: await sanitisePdf(bytes), contentType: type };
    case 'image/jpeg':
      return {
        body: await reencode(bytes, DOCUMENT_MAX_SIDE, (image) =>
          image.jpeg({ quality: JPEG_QUALITY }),
        ),
        contentType: type,
      };
    case 'image/png':
      return {
        body: await reencode(bytes, DOCUMENT_MAX_SIDE, (image) => image.png()),
        contentType: type,
      };
    case 'image/webp':
    case undefined:
      throw new UploadRejectedError(
        'unsupported_type',
        `This file is not a ${documentFileRules.typeNames}.`,
      );
  }
}

/** sharp writes no metadata unless asked to, so decoding and encoding again strips it all. */
async function reencode(
  bytes: Buffer,
  maxSide: number,
  encode: (image: Sharp) => Sharp,
): Promise<Buffer> {
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      // Applies the EXIF orientation to the pixels, since the tag itself will be gone.
      autoOrient: true,
    }).resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    return await encode(image).toBuffer();
  } catch (error) {
    throw asRejection(error);
  }
}

function asRejection(error: unknown): UploadRejectedError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new UploadRejectedError(
      'too_many_pixels',
      `The image is too large in pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
    );
  }
  return new UploadRejectedError('unreadable', 'This file could not be read as an image.');
}
