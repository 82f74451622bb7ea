import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '#contract/constants';
import { HttpProblem } from './problem';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif';

const SIGNATURES: ReadonlyArray<[ImageType, readonly number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // GIF87a
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // GIF89a
];

/** The image type the bytes really are, whatever the file name or declared type says. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const match = SIGNATURES.find(([, sig]) => sig.every((byte, i) => bytes[i] === byte));
  return match?.[0];
}

/** Multipart parsing for upload routes: one file, at most MAX_UPLOAD_BYTES (800 kB). */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
  });
}

export type ImageUpload = { bytes: Buffer; contentType: ImageType };

/**
 * Reads the one file of a multipart request and checks it is a JPEG, GIF or PNG by its
 * content and at most 800 kB. Any other outcome is a 400 with `refusal` as its title.
 */
export async function readImageUpload(
  request: FastifyRequest,
  refusal: string,
): Promise<ImageUpload> {
  const refuse = () => new HttpProblem(400, { title: refusal });
  if (!request.isMultipart()) throw refuse();
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file) throw refuse();
    bytes = await file.toBuffer();
  } catch (err) {
    if (err instanceof HttpProblem) throw err;
    // Too large, too many parts, a cut-off body: all the same to the user.
    request.log.info({ err }, 'upload refused');
    throw refuse();
  }
  const contentType = sniffImage(bytes);
  if (!contentType || bytes.length === 0) throw refuse();
  return { bytes, contentType };
}
