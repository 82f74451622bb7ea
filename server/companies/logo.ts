import type { FastifyRequest } from 'fastify';
import { COMPANY_TEXT } from '#contract/companies';
import type { Access } from '#server/access/index';
import type { Db } from '#server/db/client';
import { storeFile } from '#server/files/store';
import { readImageUpload } from '#server/http/upload';
import { setLogo } from './store';

/**
 * Stores the uploaded logo (JPEG, GIF or PNG by content, 800 kB) in the database, where every
 * instance can serve it, and makes it the company's logo at once (a new company version).
 */
export async function uploadLogo(db: Db, request: FastifyRequest, actor: Access) {
  const upload = await readImageUpload(request, COMPANY_TEXT.logoInvalid);
  const logoUrl = await storeFile(db, upload);
  return { logoUrl, version: await setLogo(db, actor.companyId, logoUrl, actor) };
}
