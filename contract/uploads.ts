import { BULK_LIMITS, XLSX_TYPE } from './bulk-users';
import { MAX_UPLOAD_BYTES } from './constants';

/** The multipart form field each upload operation reads its one file from, and what it takes. */
export const UPLOAD_FIELDS: Record<string, { field: string; accepts: string; maxBytes: number }> = {
  'POST /api/accounts/generalSettings/profilePicture': {
    field: 'profilePic',
    accepts: 'image/jpeg, image/gif, image/png',
    maxBytes: MAX_UPLOAD_BYTES,
  },
  'POST /api/companies/settings/logo': {
    field: 'logoFile',
    accepts: 'image/jpeg, image/gif, image/png',
    maxBytes: MAX_UPLOAD_BYTES,
  },
  'POST /api/companies/:companyId/applications/:applicationId/logos': {
    field: 'logoFile',
    accepts: 'image/jpeg, image/gif, image/png',
    maxBytes: MAX_UPLOAD_BYTES,
  },
  'POST /api/companies/:companyId/users/:userId/profilePictures': {
    field: 'profilePic',
    accepts: 'image/jpeg, image/gif, image/png',
    maxBytes: MAX_UPLOAD_BYTES,
  },
  'POST /api/applications/:applicationId/rewards/images': {
    field: 'rewardImage',
    accepts: 'image/jpeg, image/gif, image/png',
    maxBytes: MAX_UPLOAD_BYTES,
  },
  'POST /api/companies/:companyId/users/excelUpload': {
    field: 'excelFile',
    accepts: XLSX_TYPE,
    maxBytes: BULK_LIMITS.fileBytes,
  },
};
