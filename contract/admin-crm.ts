import * as z from 'zod';
import { access } from './access';
import {
  COMPANY_STATUSES,
  CrmCompanyCreate,
  CrmCompanyUpdate,
  REGISTRATION_STATUSES,
  RegistrationUpdate,
} from './admin-crm-forms';
import { CrmCompany, CrmCompanyRow, Registration, RegistrationRow } from './admin-crm-records';
import {
  Application,
  ApplicationBody,
  ApplicationCreate,
  ApplicationListQuery,
  ApplicationLookups,
  ApplicationRow,
} from './applications';
import { authErrors, c, IdParam, staleError, Versioned } from './common';
import { COMPANY_TYPES, COUNTRIES } from './constants';
import { day } from './input';
import { listQuery, paged } from './paging';
import { CompanyUser, RoleOption, UserBody, UserListQuery, UserRow } from './users';

export * from './admin-crm-forms';
export * from './admin-crm-records';

/**
 * The platform admin CRM (issue 17): companies, their users and applications, and the
 * registrations of interest. Platform admins only; anyone else gets 404 for every operation,
 * so the CRM's existence is not disclosed. Paths mirror the pages under /admin/crm.
 */

export const CRM_COMPANY_SORTS = ['name', 'created', 'status'] as const;
export const CrmCompanyListQuery = listQuery(CRM_COMPANY_SORTS).extend({
  status: z.enum(COMPANY_STATUSES).optional(),
  type: z.enum(COMPANY_TYPES).optional(),
  countryCode: z.enum(COUNTRIES).optional(),
});
export type CrmCompanyListQuery = z.infer<typeof CrmCompanyListQuery>;

/** A calendar day, YYYY-MM-DD (the date-range filter's ends, both included). */
const Day = day();

export const REGISTRATION_SORTS = ['created', 'updated', 'company', 'status'] as const;
export const RegistrationListQuery = listQuery(REGISTRATION_SORTS).extend({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  createdFrom: Day.optional(),
  createdTo: Day.optional(),
});
export type RegistrationListQuery = z.infer<typeof RegistrationListQuery>;

/** The company-side forms, with the version an edit sends back (stale → 409). */
export const CrmUserUpdate = UserBody.extend(Versioned.shape);
export type CrmUserUpdate = z.input<typeof CrmUserUpdate>;
export const CrmUser = CompanyUser.extend(Versioned.shape);
export type CrmUser = z.infer<typeof CrmUser>;
export const CrmApplicationUpdate = ApplicationBody.extend(Versioned.shape).strict();
export type CrmApplicationUpdate = z.input<typeof CrmApplicationUpdate>;
export const CrmApplication = Application.extend(Versioned.shape);
export type CrmApplication = z.infer<typeof CrmApplication>;

const CompanyPath = z.object({ companyId: IdParam });
const UserPath = z.object({ companyId: IdParam, userId: IdParam });
const AppPath = z.object({ companyId: IdParam, applicationId: IdParam });
const RegistrationPath = z.object({ registrationId: IdParam });
const platformAdmin = access.platformAdmin();

export const adminCrmContract = c.router({
  listCompanies: {
    method: 'GET',
    path: '/api/admin/crm/companies',
    metadata: platformAdmin,
    summary:
      'A page of companies; search matches the name and the contact name and email; filter by status, type and country',
    query: CrmCompanyListQuery,
    responses: { 200: paged(CrmCompanyRow), ...authErrors },
  },
  createCompany: {
    method: 'POST',
    path: '/api/admin/crm/companies',
    metadata: platformAdmin,
    summary:
      'Add a company with its Admin and Editor roles and its host admin, who is invited by email; a registration it comes from is marked converted',
    body: CrmCompanyCreate,
    responses: { 201: z.object({ companyId: z.number().int() }), ...authErrors },
  },
  getCompany: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId',
    metadata: platformAdmin,
    summary: 'A company with its host admin, counts and version',
    pathParams: CompanyPath,
    responses: { 200: CrmCompany, ...authErrors },
  },
  updateCompany: {
    method: 'PUT',
    path: '/api/admin/crm/companies/:companyId',
    metadata: platformAdmin,
    summary: 'Change a company; 409 when someone saved it since it was read',
    pathParams: CompanyPath,
    body: CrmCompanyUpdate,
    responses: { 200: CrmCompany, ...authErrors, ...staleError },
  },
  companyRegistrations: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId/registrations',
    metadata: platformAdmin,
    summary: 'The registrations of interest that led to the company',
    pathParams: CompanyPath,
    responses: { 200: z.array(RegistrationRow), ...authErrors },
  },
  listUsers: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId/users',
    metadata: platformAdmin,
    summary: "A page of a company's users; search matches name and email",
    pathParams: CompanyPath,
    query: UserListQuery,
    responses: { 200: paged(UserRow), ...authErrors },
  },
  userRoleOptions: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId/users/roleoptions',
    metadata: platformAdmin,
    summary: "A company's roles for the user form",
    pathParams: CompanyPath,
    responses: { 200: z.array(RoleOption), ...authErrors },
  },
  createUser: {
    method: 'POST',
    path: '/api/admin/crm/companies/:companyId/users',
    metadata: platformAdmin,
    summary:
      'Add a user to a company and email them (an invitation, or word that an existing account joined)',
    pathParams: CompanyPath,
    body: UserBody,
    responses: {
      201: z.object({ userId: z.number().int(), accountEditable: z.boolean() }),
      ...authErrors,
    },
  },
  getUser: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId/users/:userId',
    metadata: platformAdmin,
    summary: "A company's user with their version",
    pathParams: UserPath,
    responses: { 200: CrmUser, ...authErrors },
  },
  updateUser: {
    method: 'PUT',
    path: '/api/admin/crm/companies/:companyId/users/:userId',
    metadata: platformAdmin,
    summary: "Change a company's user; 409 when someone saved them since",
    pathParams: UserPath,
    body: CrmUserUpdate,
    responses: { 200: CrmUser, ...authErrors, ...staleError },
  },
  listApps: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId/apps',
    metadata: platformAdmin,
    summary: "A page of a company's applications; search matches the name",
    pathParams: CompanyPath,
    query: ApplicationListQuery,
    responses: { 200: paged(ApplicationRow), ...authErrors },
  },
  appLookups: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId/apps/lookups',
    metadata: platformAdmin,
    summary: 'Options for the application form',
    pathParams: CompanyPath,
    responses: { 200: ApplicationLookups, ...authErrors },
  },
  createApp: {
    method: 'POST',
    path: '/api/admin/crm/companies/:companyId/apps',
    metadata: platformAdmin,
    summary: 'Add an application to a company; its ingestion key is answered this once only',
    pathParams: CompanyPath,
    body: ApplicationCreate,
    responses: {
      201: z.object({ applicationId: z.number().int(), ingestionKey: z.string() }),
      ...authErrors,
    },
  },
  getApp: {
    method: 'GET',
    path: '/api/admin/crm/companies/:companyId/apps/:applicationId',
    metadata: platformAdmin,
    summary: "A company's application with its version",
    pathParams: AppPath,
    responses: { 200: CrmApplication, ...authErrors },
  },
  updateApp: {
    method: 'PUT',
    path: '/api/admin/crm/companies/:companyId/apps/:applicationId',
    metadata: platformAdmin,
    summary: "Change a company's application; 409 when someone saved it since",
    pathParams: AppPath,
    body: CrmApplicationUpdate,
    responses: { 200: CrmApplication, ...authErrors, ...staleError },
  },
  listRegistrations: {
    method: 'GET',
    path: '/api/admin/crm/registrations',
    metadata: platformAdmin,
    summary:
      'A page of registrations of interest; search matches company, person and email; filter by status and date',
    query: RegistrationListQuery,
    responses: { 200: paged(RegistrationRow), ...authErrors },
  },
  getRegistration: {
    method: 'GET',
    path: '/api/admin/crm/registrations/:registrationId',
    metadata: platformAdmin,
    summary: 'A registration of interest with its notes and version',
    pathParams: RegistrationPath,
    responses: { 200: Registration, ...authErrors },
  },
  updateRegistration: {
    method: 'PUT',
    path: '/api/admin/crm/registrations/:registrationId',
    metadata: platformAdmin,
    summary: "Set a registration's status and notes; 409 when someone saved it since",
    pathParams: RegistrationPath,
    body: RegistrationUpdate,
    responses: { 200: Registration, ...authErrors, ...staleError },
  },
});
