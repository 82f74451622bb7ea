import type { FastifyRequest } from 'fastify';
import { BULK_LIMITS, BULK_TEXT } from '#contract/bulk-users';
import { HttpProblem } from '#server/http/problem';

/** The bytes of the multipart field excelFile, at most BULK_LIMITS.fileBytes. */
export async function readExcelUpload(request: FastifyRequest): Promise<Buffer> {
  const notSpreadsheet = () => new HttpProblem(400, { title: BULK_TEXT.notSpreadsheet });
  if (!request.isMultipart()) throw notSpreadsheet();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: BULK_LIMITS.fileBytes } });
  } catch (err) {
    request.log.info({ err }, 'bulk upload refused');
    throw notSpreadsheet();
  }
  if (file?.fieldname !== 'excelFile') throw notSpreadsheet();
  const tooLarge = () => new HttpProblem(413, { title: BULK_TEXT.tooLarge });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    // toBuffer fails when the file went past the size limit (or the body was cut off).
    const code = err instanceof Error && 'code' in err ? err.code : undefined;
    if (file.file.truncated || code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    request.log.info({ err }, 'bulk upload refused');
    throw notSpreadsheet();
  }
  // Past the limit the plugin may hand back the first bytes marked truncated rather than throw.
  if (file.file.truncated) throw tooLarge();
  return bytes;
}
