import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

/** How an area's spreadsheet upload is taken: its field, its limit and its words for refusals. */
export interface SheetUpload {
  /** The multipart field the file comes in. */
  field: string;
  maxBytes: number;
  notSpreadsheet: string;
  tooLarge: string;
  /** The refusal names the field too (a form shows it under its file input). */
  fieldError?: boolean;
  /** What the log calls the upload when it is refused (no content of the file is logged). */
  logAs: string;
}

/**
 * The bytes of one uploaded spreadsheet: a 400 for anything but a multipart file in the field,
 * a 413 past the limit — found before the file is read whole, as the multipart plugin stops at
 * the limit.
 */
export async function readSheetUpload(request: FastifyRequest, u: SheetUpload): Promise<Buffer> {
  const notSpreadsheet = () =>
    new HttpProblem(400, {
      title: u.notSpreadsheet,
      ...(u.fieldError ? { errors: { [u.field]: [u.notSpreadsheet] } } : {}),
    });
  if (!request.isMultipart()) throw notSpreadsheet();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: u.maxBytes } });
  } catch (err) {
    request.log.info({ err }, `${u.logAs} refused`);
    throw notSpreadsheet();
  }
  if (file?.fieldname !== u.field) throw notSpreadsheet();
  const tooLarge = () => new HttpProblem(413, { title: u.tooLarge });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    // toBuffer fails when the file went past the size limit (or the body was cut off).
    const code = err instanceof Error && 'code' in err ? err.code : undefined;
    if (file.file.truncated || code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    request.log.info({ err }, `${u.logAs} refused`);
    throw notSpreadsheet();
  }
  // Past the limit the plugin may hand back the first bytes marked truncated rather than throw.
  if (file.file.truncated) throw tooLarge();
  return bytes;
}
