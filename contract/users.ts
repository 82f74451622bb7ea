import * as z from 'zod';
import { authErrors, c, IdParam, staleError, Versioned } from './common';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import { imageFile } from './uploads';
import { UserBody } from './users-body';

export { USER_TEXT, UserBody, type UserFields } from './users-body';

export const USER_SORTS = ['name', 'email', 'role', 'active', 'lastLogin', 'created'] as const;
export const UserListQuery = listQuery(USER_SORTS);

/**
 * Where the person's invitation stands: accepted once they have a password or have signed
 * in; otherwise the latest invitation is queued, sent or failed (given up after retries).
 */
export const INVITATION_STATES = ['accepted', 'queued', 'sent', 'failed', 'none'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_TEXT = {
  state: {
    accepted: 'Accepted',
    queued: 'Queued',
    sent: 'Sent',
    failed: 'Not delivered',
    none: 'Not invited',
  } satisfies Record<InvitationState, string>,
  column: 'Invitation',
  resend: 'Resend invitation',
  resent: 'The invitation is on its way.',
  alreadySignedIn: 'This user has already signed in; there is no invitation to resend.',
} as const;

/** One row of the users grid. */
export const UserRow = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  roleTitle: z.string(),
  isActive: z.boolean(),
  isHostAdmin: z.boolean(),
  lastLogin: z.string().nullable(),
  created: z.string(),
  invitation: z.enum(INVITATION_STATES),
});
export type UserRow = z.infer<typeof UserRow>;

export const UserLogin = z.object({
  applicationId: z.number().int().nullable(),
  applicationName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  dateTime: z.string(),
});
export type UserLogin = z.infer<typeof UserLogin>;

/** The company user of spec section 4 (field names as the spec spells them). */
export const CompanyUser = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.number().int(),
  dob: z.string().nullable(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  spokenLanguages: z.string(),
  isActive: z.boolean(),
  isHostAdmin: z.boolean(),
  roleTitle: z.string(),
  roleId: z.number().int(),
  profilePicUrl: z.string().nullable(),
  commisionPercentage: z.number().nullable(),
  targetAmount: z.number().nullable(),
  backOfficeReference: z.string().nullable(),
  biography: z.string().nullable(),
  lastLogin: z.string().nullable(),
  created: z.string(),
  userLogins: z.array(UserLogin),
  /**
   * False when the account is also used outside this company (another company, or a platform
   * admin) and the caller is neither that person nor a platform admin: the names, title, phone,
   * languages, date of birth and picture are then read-only here.
   */
  accountEditable: z.boolean(),
  /** The membership's version, sent back with the update (a stale one is refused: 409). */
  version: z.number().int(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

/** The edit form's body: the user form and the version the editor loaded. */
export const UserUpdate = UserBody.extend(Versioned.shape);
export type UserUpdate = z.input<typeof UserUpdate>;

export const RoleOption = z.object({ roleId: z.number().int(), roleName: z.string() });
export type RoleOption = z.infer<typeof RoleOption>;

const CompanyPath = z.object({ companyId: IdParam });
const UserPath = z.object({ companyId: IdParam, userId: IdParam });

export const usersContract = c.router({
  list: {
    method: 'GET',
    path: '/api/companies/:companyId/users',
    metadata: { access: pageAccess.users.list },
    summary: "A page of the company's users; search matches name and email",
    pathParams: CompanyPath,
    query: UserListQuery,
    responses: { 200: paged(UserRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: '/api/companies/:companyId/users',
    metadata: { access: pageAccess.users.create },
    summary:
      'Add a user to the company and email them (an invitation to set a password, or word that an existing account joined)',
    pathParams: CompanyPath,
    body: UserBody,
    responses: {
      201: z.object({ userId: z.number().int(), accountEditable: z.boolean() }),
      ...authErrors,
    },
  },
  roleOptions: {
    method: 'GET',
    path: '/api/companies/:companyId/users/roleoptions',
    metadata: { access: pageAccess.users.roleOptions },
    summary: "The company's roles for the user form and bulk import",
    pathParams: CompanyPath,
    responses: { 200: z.array(RoleOption), ...authErrors },
  },
  get: {
    method: 'GET',
    path: '/api/companies/:companyId/users/:userId',
    metadata: { access: pageAccess.users.get },
    summary: 'A user of the company with the sign-ins of the past 60 days',
    pathParams: UserPath,
    responses: { 200: CompanyUser, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: '/api/companies/:companyId/users/:userId',
    metadata: { access: pageAccess.users.update },
    summary:
      'Change a user of the company (the email stays as it is); a version older than the stored one is refused (409)',
    pathParams: UserPath,
    body: UserUpdate,
    responses: { 200: CompanyUser, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: '/api/companies/:companyId/users/:userId',
    metadata: { access: pageAccess.users.remove },
    summary: 'Remove a user from the company; their sessions there end at once',
    pathParams: UserPath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/companies/:companyId/users/:userId/invitation',
    metadata: { access: pageAccess.users.resendInvitation },
    summary:
      'Email the user a new set-password invitation; only for users who never signed in (409 otherwise)',
    pathParams: UserPath,
    body: c.noBody(),
    responses: {
      200: z.object({ message: z.string() }),
      409: z.object({ title: z.string() }),
      ...authErrors,
    },
  },
  profilePicture: {
    method: 'POST',
    path: '/api/companies/:companyId/users/:userId/profilePictures',
    metadata: { access: pageAccess.users.profilePicture, upload: imageFile('profilePic') },
    summary: 'Upload the profile picture (multipart profilePic, JPEG/GIF/PNG, at most 800 kB)',
    pathParams: UserPath,
    contentType: 'multipart/form-data',
    body: c.type<{ profilePic: File }>(),
    responses: { 200: z.object({ profilePicUrl: z.string() }), ...authErrors },
  },
});
