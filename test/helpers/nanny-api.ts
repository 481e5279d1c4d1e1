import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { post, registeredAccount } from './accounts-api.js';
import { sameOrigin } from './test-server.js';

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartFile(
  bytes: Buffer,
  fileName: string,
  contentType: string,
  field = 'file',
) {
  const boundary = `----rbt${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function upload(
  app: FastifyInstance,
  cookie: string,
  kind: string,
  bytes: Buffer,
  fileName: string,
  contentType: string,
) {
  const body = multipartFile(bytes, fileName, contentType);
  return app.inject({
    method: 'POST',
    url: `/api/nanny/documents/${kind}`,
    payload: body.payload,
    headers: { ...sameOrigin, cookie, 'content-type': body.contentType },
  });
}

/** A nanny's upload of a PDF, as upload() sends any file. */
export const uploadPdf = (
  app: FastifyInstance,
  cookie: string,
  kind: string,
  bytes: Buffer,
  fileName: string,
) => upload(app, cookie, kind, bytes, fileName, 'application/pdf');

/** A parent's photo upload, as her profile form sends it. */
export function uploadParentPhoto(app: FastifyInstance, bytes: Buffer, cookie: string) {
  const body = multipartFile(bytes, 'family.jpg', 'image/jpeg');
  return app.inject({
    method: 'POST',
    url: '/api/parent/photo',
    payload: body.payload,
    headers: { ...sameOrigin, cookie, 'content-type': body.contentType },
  });
}

export const pngBytes = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF, as phones write them. */
export const jpegWithExif = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#a37' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'home address 12 Elm St', Artist: 'Nora' } } })
    .toBuffer();

/** A signed-in nanny (made by the accounts factory) who has agreed to the policy. */
export async function agreedNanny(app: FastifyInstance) {
  const nanny = await registeredAccount(app, {
    role: 'nanny',
    firstName: 'Nora',
    lastName: 'Nanny',
  });
  const agreed = await post(app, '/api/nanny/agreement', {}, nanny.cookie);
  expect(agreed.statusCode).toBe(200);
  return nanny;
}
