import { XLSX_TYPE } from './bulk-limits';
import { MAX_UPLOAD_BYTES } from './constants';

/**
 * The one file an upload operation reads from its multipart form, declared in the route's own
 * metadata (`metadata: { access, upload }`): the OpenAPI document and the contract fuzz read it
 * there, so an upload is described where it is declared.
 */
export type UploadSpec = { field: string; accepts: string; maxBytes: number };

/** A picture or image: JPG, GIF or PNG by its content, MAX_UPLOAD_BYTES at most. */
export const imageFile = (field: string): UploadSpec => ({
  field,
  accepts: 'image/jpeg, image/gif, image/png',
  maxBytes: MAX_UPLOAD_BYTES,
});

/** A workbook (.xlsx) of at most `maxBytes`. */
export const sheetFile = (field: string, maxBytes: number): UploadSpec => ({
  field,
  accepts: XLSX_TYPE,
  maxBytes,
});

/** The upload a route declares, if it is one. */
export function uploadOf(route: { metadata?: unknown }): UploadSpec | undefined {
  const metadata = route.metadata as { upload?: UploadSpec } | undefined;
  return metadata?.upload;
}
