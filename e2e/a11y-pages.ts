/** Every page of the console the accessibility and responsive checks visit. */
export const SIGNED_IN_PAGES = [
  '/',
  '/account',
  '/account/selector',
  '/companies/1/settings',
  '/companies/1/roles',
  '/companies/1/roles/add',
  '/companies/1/roles/2/view',
  '/companies/1/roles/2/edit',
  '/companies/1/users',
  '/companies/1/users/add',
  '/companies/1/users/bulkinsert',
  '/companies/1/users/1/view',
  '/companies/1/users/1/edit',
  '/companies/1/apps',
  '/companies/1/apps/create',
  '/companies/1/apps/1',
  '/applications/1',
  '/applications/1/widgets',
  '/applications/1/customers',
  '/applications/1/customers/add',
  '/applications/1/companies',
  '/applications/1/companies/add',
  '/companies/1',
  '/page2',
  '/not-authorized',
  '/error-404',
] as const;

export const VISITOR_PAGES = [
  '/login',
  '/register',
  '/forgottenpassword',
  '/pages/error-404',
  '/playground/card',
] as const;

/** The pages people spend their time on: screenshots at phone and desktop widths. */
export const MAIN_PAGES = [
  '/',
  '/companies/1/settings',
  '/companies/1/roles',
  '/companies/1/users',
  '/companies/1/apps',
  '/account',
] as const;
