import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FILE_URL } from '#contract/input';
import type { Db } from '#server/db/client';
import { files } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { type ImageUpload, readImageUpload } from '#server/http/upload';

/** Public path of a stored file; the hash makes it unguessable and cacheable forever. */
export const fileUrl = (sha256: string) => `/api/files/${sha256}`;

/** Stores the bytes once by content (the same picture twice is one row) and returns its URL. */
export async function storeFile(db: Db, upload: ImageUpload): Promise<string> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  await db
    .insert(files)
    .values({ sha256, contentType: upload.contentType, bytes: upload.bytes })
    .onConflictDoNothing();
  return fileUrl(sha256);
}

export async function loadFile(db: Db, sha256: string) {
  const [row] = await db
    .select({ contentType: files.contentType, bytes: files.bytes })
    .from(files)
    .where(eq(files.sha256, sha256));
  return row;
}

/**
 * Whether every address names a file uploaded here (a logo, a record's images): only those are
 * shown, never an arbitrary address. One statement for the lot; none is trivially true.
 */
export async function heldUploads(db: Db | Tx, urls: readonly string[]): Promise<boolean> {
  if (!urls.every((url) => FILE_URL.test(url))) return false;
  const hashes = [...new Set(urls.map((url) => url.slice(url.lastIndexOf('/') + 1)))];
  if (hashes.length === 0) return true;
  const held = await db
    .select({ sha256: files.sha256 })
    .from(files)
    .where(inArray(files.sha256, hashes));
  return held.length === hashes.length;
}

/**
 * The handler of a record's image upload (contract/image-upload.ts): a JPG, GIF or PNG by its
 * content, 800 kB at most, kept once by content; `rejected` says why another file is refused.
 */
export const imageUploadHandler =
  (db: Db, rejected: string) =>
  async ({ request }: { request: FastifyRequest }) => ({
    status: 200 as const,
    body: { imageUrl: await storeFile(db, await readImageUpload(request, rejected)) },
  });
