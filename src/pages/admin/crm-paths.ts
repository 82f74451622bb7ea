/**
 * Where the CRM's pages live (spec, "Platform admin layout"), relative to the nested /admin
 * router they render in: wouter adds the /admin base to every link and navigation.
 */
const company = (companyId: string | number) => `/crm/companies/${companyId}`;

export const crmPaths = {
  companies: {
    list: '/crm',
    add: '/crm/companies/add',
    view: (companyId: string | number) => `${company(companyId)}/view`,
    edit: (companyId: string | number) => `${company(companyId)}/edit`,
    /** "Create company from registration": the add form, pre-filled from it. */
    fromRegistration: (registrationId: number) =>
      `/crm/companies/add?registrationId=${registrationId}`,
  },
  /** A company's users and applications are listed on the company's view page. */
  users: (companyId: string | number) => ({
    list: `${company(companyId)}/view`,
    add: `${company(companyId)}/users/add`,
    view: (userId: string | number) => `${company(companyId)}/users/${userId}/view`,
    edit: (userId: string | number) => `${company(companyId)}/users/${userId}`,
  }),
  apps: (companyId: string | number) => ({
    list: `${company(companyId)}/view`,
    add: `${company(companyId)}/apps/add`,
    view: (applicationId: string | number) => `${company(companyId)}/apps/${applicationId}/view`,
    edit: (applicationId: string | number) => `${company(companyId)}/apps/${applicationId}`,
  }),
  registrations: {
    list: '/crm/registrations',
    view: (registrationId: string | number) => `/crm/registrations/${registrationId}/view`,
    edit: (registrationId: string | number) => `/crm/registrations/${registrationId}`,
  },
};

/** Every CRM query's key starts here: a save in one CRM area refreshes what the others show. */
export const CRM_KEY = ['crm'] as const;
