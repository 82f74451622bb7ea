import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { freeText, Id, line } from './input';
import { MSG } from './messages';
import { Currency, Money } from './money';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

/** An application's membership levels (issue 29): members are its customers with the level. */

export const BILLING_PERIODS = ['monthly', 'quarterly', 'yearly', 'lifetime'] as const;
export const BILLING_LABELS: Record<(typeof BILLING_PERIODS)[number], string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
  lifetime: 'Once (lifetime)',
};

export const LEVEL_TEXT = {
  nameRequired: 'Level name is required',
  nameTaken: 'This application already has a level with this name.',
  companyUnknown: 'Choose one of this application’s linked companies',
  renameWithMembers: (n: number) =>
    `${n} customer(s) hold this level by its name: change their level first, or add a new level.`,
  added: 'Membership level added',
  updated: 'Membership level saved',
  removed: 'Membership level deleted',
} as const;

/** The customer's field a level is named in is 50 characters: so is the level's name. */
export const MembershipLevelFields = z.object({
  name: line().trim().min(1, LEVEL_TEXT.nameRequired).max(50, MSG.maxLength(50)),
  price: Money,
  currency: Currency,
  billingPeriod: z.enum(BILLING_PERIODS),
  /** One benefit a line, as the site lists them. */
  benefits: freeText().max(2000, MSG.maxLength(2000)).default(''),
  /** The linked company whose pricing members get; null for none. */
  linkedCompanyId: Id.nullable().default(null),
});
export type MembershipLevelFields = z.output<typeof MembershipLevelFields>;
export const MembershipLevelCreate = MembershipLevelFields.strict();
export type MembershipLevelCreate = z.input<typeof MembershipLevelCreate>;
export const MembershipLevelUpdate = MembershipLevelFields.extend({ version: Id }).strict();

export const MembershipLevelRow = z.object({
  membershipId: z.number().int(),
  name: z.string(),
  price: z.string(),
  currency: z.string(),
  billingPeriod: z.enum(BILLING_PERIODS),
  linkedCompanyName: z.string().nullable(),
  members: z.number().int(),
});
export type MembershipLevelRow = z.infer<typeof MembershipLevelRow>;

export const MembershipLevel = MembershipLevelFields.extend({
  membershipId: z.number().int(),
  companyId: z.number().int(),
  linkedCompanyName: z.string().nullable(),
  /** Customers of the application with this level. */
  members: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type MembershipLevel = z.infer<typeof MembershipLevel>;

export const LEVEL_SORTS = ['name', 'price'] as const;
export const MembershipLevelListQuery = listQuery(LEVEL_SORTS);
export type MembershipLevelListQuery = z.infer<typeof MembershipLevelListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OnePath = AppPath.extend({ membershipId: IdParam });
const base = '/api/applications/:applicationId/membershipLevels';
const one = `${base}/:membershipId`;
const access = pageAccess.membershipLevels;

export const membershipLevelsContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's membership levels with their member counts",
    pathParams: AppPath,
    query: MembershipLevelListQuery,
    responses: { 200: paged(MembershipLevelRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a membership level; its name is unique in the application',
    pathParams: AppPath,
    body: MembershipLevelCreate,
    responses: { 201: z.object({ membershipId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A membership level with its version and member count',
    pathParams: OnePath,
    responses: { 200: MembershipLevel, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a membership level; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: MembershipLevelUpdate,
    responses: { 200: MembershipLevel, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: access.remove },
    summary: 'Delete a membership level (its members keep their customer records)',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
