import type { FastifyRequest } from 'fastify';
import { BULK_LIMITS, BULK_TEXT } from '#contract/bulk-users';
import { readSheetUpload } from '#server/http/sheet-upload';

/** The bytes of the multipart field excelFile, at most BULK_LIMITS.fileBytes. */
export const readExcelUpload = (request: FastifyRequest): Promise<Buffer> =>
  readSheetUpload(request, {
    field: 'excelFile',
    maxBytes: BULK_LIMITS.fileBytes,
    notSpreadsheet: BULK_TEXT.notSpreadsheet,
    tooLarge: BULK_TEXT.tooLarge,
    logAs: 'bulk upload',
  });
