import * as z from 'zod';
import { authErrors, c, IdParam, staleError, Versioned } from './common';
import { Id, line } from './input';
import { MSG } from './messages';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

/** Texts the spec leaves open for roles, worded once for server and client. */
export const ROLE_TEXT = {
  nameTaken: 'A role with this name already exists.',
  unknownPermission: 'Choose permissions from the catalogue.',
  badReplacement: 'The replacement must be another role of this company.',
} as const;

export const ROLE_TYPES = ['Custom', 'System'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const RoleRow = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleDescription: z.string(),
  roleType: z.enum(ROLE_TYPES),
  userCount: z.number().int(),
});
export type RoleRow = z.infer<typeof RoleRow>;

export const Role = z.object({
  roleId: z.number().int(),
  companyId: z.number().int(),
  roleName: z.string(),
  roleDescription: z.string(),
  roleType: z.enum(ROLE_TYPES),
  selectedPermissionIds: z.array(z.number().int()),
  /** Sent back with the update: a save over someone else's newer one is refused (409). */
  version: z.number().int(),
});
export type Role = z.infer<typeof Role>;

/** The role form (spec section 5). companyId may be sent (spec section 7) but the path decides. */
export const RoleBody = z.strictObject({
  roleName: line().trim().min(1, MSG.roleNameRequired).max(50, MSG.maxLength(50)),
  roleDescription: line().trim().max(150, MSG.maxLength(150)),
  companyId: Id.optional(),
  selectedPermissionIds: z.array(Id).max(200),
});
export type RoleBody = z.infer<typeof RoleBody>;

/** The edit form's body: the role form and the version the editor loaded. */
export const RoleUpdate = RoleBody.extend(Versioned.shape);
export type RoleUpdate = z.infer<typeof RoleUpdate>;

export const ROLE_SORTS = ['name', 'type'] as const;
export const RoleListQuery = listQuery(ROLE_SORTS);

const CompanyPath = z.object({ companyId: IdParam });
const RolePath = z.object({ companyId: IdParam, roleId: IdParam });

export const rolesContract = c.router({
  list: {
    method: 'GET',
    path: '/api/companies/:companyId/roles',
    metadata: { access: pageAccess.roles.list },
    summary: "A page of the company's roles; search matches name and description",
    pathParams: CompanyPath,
    query: RoleListQuery,
    responses: { 200: paged(RoleRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: '/api/companies/:companyId/roles',
    metadata: { access: pageAccess.roles.create },
    summary: 'Add a custom role',
    pathParams: CompanyPath,
    body: RoleBody,
    responses: { 201: z.object({ roleId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: '/api/companies/:companyId/roles/:roleId',
    metadata: { access: pageAccess.roles.get },
    summary: 'A role with its permissions',
    pathParams: RolePath,
    responses: { 200: Role, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: '/api/companies/:companyId/roles/:roleId',
    metadata: { access: pageAccess.roles.update },
    summary: 'Change a custom role; a version older than the stored one is refused (409)',
    pathParams: RolePath,
    body: RoleUpdate,
    responses: { 200: Role, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: '/api/companies/:companyId/roles/:roleId',
    metadata: { access: pageAccess.roles.remove },
    summary: 'Delete a custom role, moving its users to replacementRoleId in the same transaction',
    pathParams: RolePath,
    query: z.object({ replacementRoleId: IdParam.optional() }),
    body: c.noBody(),
    responses: { 200: z.object({ movedUsers: z.number().int() }), ...authErrors },
  },
  userCount: {
    method: 'GET',
    path: '/api/companies/:companyId/roles/:roleId/userCount',
    metadata: { access: pageAccess.roles.userCount },
    summary: 'How many users of the company hold the role',
    pathParams: RolePath,
    responses: { 200: z.object({ userCount: z.number().int() }), ...authErrors },
  },
});
