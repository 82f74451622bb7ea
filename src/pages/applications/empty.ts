import type { Application, ApplicationBody } from '#contract/applications';

export const EMPTY_APPLICATION: ApplicationBody = {
  applicationName: '',
  subscriptionId: 0,
  regionId: 0,
  webPlatformId: null,
  logoUrl: null,
  address1: '',
  address2: '',
  city: '',
  state: '',
  countryCode: '',
  bookingEmailName: '',
  bookingEmail: '',
  bookingTelephoneName: '',
  bookingTelephone: '',
  supportEmailName: '',
  supportEmail: '',
  supportTelephoneName: '',
  supportTelephone: '',
};

/** The editable part of a loaded application. */
export function bodyOf(app: Application): ApplicationBody {
  const { applicationId, companyId, region, createdDate, version, ...body } = app;
  return body;
}

export const APP_TITLES = {
  view: 'View Application',
  edit: 'Edit Application',
  add: 'Add New Application',
} as const;
