import type { FastifyRequest } from 'fastify';
import { LOCATION_LIMITS, LOCATION_TEXT } from '#contract/location-normalisation';
import { readSheetUpload } from '#server/http/sheet-upload';

/** The bytes of the multipart field `file`, at most LOCATION_LIMITS.importBytes. */
export const readLocationUpload = (request: FastifyRequest): Promise<Buffer> =>
  readSheetUpload(request, {
    field: 'file',
    maxBytes: LOCATION_LIMITS.importBytes,
    notSpreadsheet: LOCATION_TEXT.notSpreadsheet,
    tooLarge: LOCATION_TEXT.tooLarge,
    fieldError: true,
    logAs: 'location names upload',
  });
