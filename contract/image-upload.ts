import * as z from 'zod';
import type { RouteAccess } from './access';
import { authErrors, c } from './common';
import { imageFile } from './uploads';

/**
 * The route a record form uploads one of its images through (a reward's, a property's): one
 * multipart file field, checked by its content as profile pictures are; the answer is the
 * image's address, which the form then saves with the record.
 */
export const imageUploadRoute = <const Path extends string, const Field extends string, P>(o: {
  path: Path;
  access: RouteAccess;
  /** The multipart field's name ("rewardImage"). */
  field: Field;
  /** Whose image, for the summary ("a reward's image"). */
  what: string;
  pathParams: P;
}) => ({
  method: 'POST' as const,
  path: o.path,
  metadata: { access: o.access, upload: imageFile(o.field) },
  contentType: 'multipart/form-data' as const,
  summary: `Upload ${o.what} (multipart ${o.field}: JPG, GIF or PNG, 800 kB); the form saves its address`,
  pathParams: o.pathParams,
  body: c.type<{ [K in Field]: File }>(),
  responses: { 200: z.object({ imageUrl: z.string() }), ...authErrors },
});
