import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { files } from '#server/db/schema';
import type { ImageUpload } from '#server/http/upload';

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
