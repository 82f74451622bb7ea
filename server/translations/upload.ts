import type { FastifyRequest } from 'fastify';
import { TEXT_LIMITS, TEXT_TEXT } from '#contract/translations';
import { readSheetUpload } from '#server/http/sheet-upload';

/** The bytes of the multipart field `file`, at most TEXT_LIMITS.importBytes. */
export const readTextUpload = (request: FastifyRequest): Promise<Buffer> =>
  readSheetUpload(request, {
    field: 'file',
    maxBytes: TEXT_LIMITS.importBytes,
    notSpreadsheet: TEXT_TEXT.notSpreadsheet,
    tooLarge: TEXT_TEXT.tooLarge,
    fieldError: true,
    logAs: 'texts upload',
  });
