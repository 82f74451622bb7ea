import * as z from 'zod';
import { authErrors, c, IdParam, staleError, Versioned } from './common';
import { COMPANY_TYPES, COUNTRIES } from './constants';
import { FILE_URL, line } from './input';
import { MSG } from './messages';
import { pageAccess } from './page-access';
import { TimeZone } from './time-zones';
import { imageFile } from './uploads';

export const Permission = z.object({
  id: z.number().int(),
  category: z.string(),
  name: z.string(),
  function: z.string(),
  description: z.string(),
});
export type Permission = z.infer<typeof Permission>;

export const COMPANY_TEXT = {
  nameRequired: 'Company name is required',
  logoInvalid: 'The logo must be a JPG, GIF or PNG image of at most 800 kB.',
  logoUrlInvalid: 'The logo must be an image uploaded here.',
} as const;

const optionalText = (max: number) => line().trim().max(max, MSG.maxLength(max));

/** The company settings form (spec sections 3, 5 and 7); '' means "not given". */
export const CompanySettings = z.object({
  companyName: line().trim().min(1, COMPANY_TEXT.nameRequired).max(100, MSG.maxLength(100)),
  companyType: z.enum(COMPANY_TYPES),
  logoUrl: line().regex(FILE_URL, COMPANY_TEXT.logoUrlInvalid).nullable(),
  address1: optionalText(250),
  address2: optionalText(250),
  city: optionalText(50),
  state: optionalText(50),
  countryCode: z.union([z.enum(COUNTRIES), z.literal('')]),
  requireUsersTo2FA: z.boolean(),
  /** Every time on the company's pages is shown in it. */
  timeZone: TimeZone,
});
export type CompanySettings = z.infer<typeof CompanySettings>;

/**
 * The settings as read and saved: with the company's version, which a save sends back so that
 * one over someone else's newer save is refused (409).
 */
export const VersionedSettings = CompanySettings.extend(Versioned.shape);
export type VersionedSettings = z.infer<typeof VersionedSettings>;
/** What a save sends: the settings as read, and no field besides. */
export const SettingsSave = VersionedSettings.strict();

const CompanyPath = z.object({ id: IdParam });

export const companiesContract = c.router({
  permissions: {
    method: 'GET',
    path: '/api/companies/permissions',
    metadata: { access: pageAccess.companies.permissions },
    summary: 'The permission catalogue, ordered by category then name',
    responses: { 200: z.array(Permission), ...authErrors },
  },
  settings: {
    method: 'GET',
    path: '/api/companies/:id/settings',
    metadata: { access: pageAccess.companies.settings },
    summary: "The active company's settings",
    pathParams: CompanyPath,
    responses: { 200: VersionedSettings, ...authErrors },
  },
  saveSettings: {
    method: 'POST',
    path: '/api/companies/:id/settings',
    metadata: { access: pageAccess.companies.saveSettings },
    summary:
      "Save the active company's settings; a version older than the stored one is refused (409)",
    pathParams: CompanyPath,
    body: SettingsSave,
    responses: { 200: VersionedSettings, ...authErrors, ...staleError },
  },
  uploadLogo: {
    method: 'POST',
    path: '/api/companies/settings/logo',
    metadata: { access: pageAccess.companies.uploadLogo, upload: imageFile('logoFile') },
    summary: "Upload the active company's logo (multipart logoFile: JPG, GIF or PNG, 800 kB)",
    contentType: 'multipart/form-data',
    body: c.type<{ logoFile: File }>(),
    // The upload changes the company, so its version moves on; the uploading editor adopts it.
    responses: { 200: z.object({ logoUrl: z.string(), version: z.number().int() }), ...authErrors },
  },
});
