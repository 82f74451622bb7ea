import * as z from 'zod';
import { AUDITED } from './areas/index';
import { authErrors, c, IdParam } from './common';
import { PAGE_SIZE } from './constants';
import { day, intParam, line, MAX_INT4 } from './input';
import { pageAccess } from './page-access';
import { MAX_PAGE_SIZE, paged } from './paging';
import type { PermissionName } from './permissions';

/**
 * Whose trail a row of an area belongs to: a company's (its records, read by its admins and on
 * its History panels) or the platform's (records of no one company, such as registrations of
 * interest, read by platform admins at /admin/audit): a kind of record whose History only
 * platform admins read.
 */
export type AuditScope = 'company' | 'platform';

type ScopeOf<R> = R extends { readonly history: { readonly scope: 'platformAdmin' } }
  ? 'platform'
  : 'company';

/**
 * Every area whose changes the audit trail keeps: its label and its scope, read from the areas'
 * descriptors (contract/areas/). A row of an area not listed here, or of the other scope, is
 * never shown nor counted by a trail. Who may read a company record's History is its area's
 * rule (`pageAccess.auditHistory`): those who may read the record itself, so the trail never
 * tells more than the area's own pages do.
 */
export const AUDIT_AREAS = Object.fromEntries(
  Object.entries(AUDITED).map(([name, record]) => [
    name,
    {
      label: record.label,
      scope: record.history.scope === 'platformAdmin' ? 'platform' : 'company',
    },
  ]),
) as {
  readonly [Name in keyof typeof AUDITED]: {
    readonly label: string;
    readonly scope: ScopeOf<(typeof AUDITED)[Name]>;
  };
};
export type AuditArea = keyof typeof AUDIT_AREAS;
/** The areas of one scope's trail. */
export type AuditAreaOf<S extends AuditScope> = {
  [A in AuditArea]: (typeof AUDIT_AREAS)[A]['scope'] extends S ? A : never;
}[AuditArea];
export type CompanyAuditArea = AuditAreaOf<'company'>;
export type PlatformAuditArea = AuditAreaOf<'platform'>;

type Areas<A extends AuditArea> = [A, ...A[]];
export const AUDIT_AREA_NAMES = Object.keys(AUDIT_AREAS) as Areas<AuditArea>;
const areasOf = <S extends AuditScope>(scope: S) =>
  AUDIT_AREA_NAMES.filter((area) => AUDIT_AREAS[area].scope === scope) as Areas<AuditAreaOf<S>>;
export const COMPANY_AUDIT_AREAS = areasOf('company');
export const PLATFORM_AUDIT_AREAS = areasOf('platform');

// Every company area has its History's access declared, and nothing else has one.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type HistoryAccessCovers = Holds<
  Same<keyof typeof pageAccess.auditHistory, CompanyAuditArea>
>;

/**
 * Who reads the company's whole trail: "company admins". The product has no admin flag; its
 * Admin role is a role holding every permission. company_roles_edit is the one that makes a
 * member an admin in effect — whoever holds it can grant themselves any other permission — so
 * it is the rule here (and a role editor is who must be able to see who changed roles).
 */
export const AUDIT_READ_PERMISSION = 'company_roles_edit' as const satisfies PermissionName;

export const AUDIT_TEXT = {
  title: 'Audit trail',
  history: 'History',
  system: 'System',
  bookingSite: 'Booking site',
  siteKey: (keyId: string) => `key ${keyId}`,
  empty: 'No changes recorded.',
  loadMore: 'Load more',
  actions: {
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    export: 'Exported',
    erase: 'Erased',
  },
  masked: 'changed (hidden)',
} as const;

/** `export` and `erase` are the data-protection actions on a customer (issue 18). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export', 'erase'] as const;

const Value = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);

/** A person signed in to the console. */
const UserActor = z.object({
  kind: z.literal('user'),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/** A booking site, through ingestion: which of the application's keys it used. */
const SiteActor = z.object({
  kind: z.literal('bookingSite'),
  name: z.string(),
  keyId: z.string(),
});

/**
 * One change as a reader sees it: who (a person, a booking site, or null for the system),
 * when, which record, and field → [before, after].
 */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.discriminatedUnion('kind', [UserActor, SiteActor]).nullable(),
  area: z.enum(AUDIT_AREA_NAMES),
  recordId: z.string(),
  label: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), z.tuple([Value, Value])),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** A History's query: only the page. */
export const PageQueryBase = z.object({
  page: intParam(1, MAX_INT4).default(1),
  pageSize: intParam(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** A calendar day, YYYY-MM-DD; the range's both ends are included (UTC days). */
const Day = day();

/**
 * A trail's query: newest first, PAGE_SIZE a page; the search matches the record's name; filters
 * by who made the change, the area (one of the trail's own) and days.
 */
function trailQuery<A extends AuditArea>(areas: Areas<A>) {
  return PageQueryBase.extend({
    search: line().trim().max(100).optional(),
    actorId: IdParam.optional(),
    area: z.enum(areas).optional(),
    from: Day.optional(),
    to: Day.optional(),
  });
}

export const AuditQuery = trailQuery(COMPANY_AUDIT_AREAS);
export type AuditQuery = z.infer<typeof AuditQuery>;
export const PlatformAuditQuery = trailQuery(PLATFORM_AUDIT_AREAS);
export type PlatformAuditQuery = z.infer<typeof PlatformAuditQuery>;

/**
 * The History of one record, GET /api/companies/:companyId/audit/<area>/:recordId. One route per
 * area, made from AUDIT_AREAS, so each declares its area's read permission and the gate enforces
 * it like any other route's (and the authorization matrix covers it) — no handler-side check to
 * forget.
 */
function historyRoute<A extends CompanyAuditArea>(area: A) {
  return {
    method: 'GET',
    path: `/api/companies/:companyId/audit/${area}/:recordId`,
    metadata: { access: pageAccess.auditHistory[area] },
    summary: `The changes of one record of ${AUDIT_AREAS[area].label}, newest first (its History)`,
    pathParams: z.object({ companyId: IdParam, recordId: IdParam }),
    query: PageQueryBase,
    responses: { 200: paged(AuditEntry), ...authErrors },
  } as const;
}

export const auditContract = c.router({
  list: {
    method: 'GET',
    path: '/api/companies/:companyId/audit',
    metadata: { access: pageAccess.audit.list },
    summary:
      "The company's changes, newest first; search matches the record's name; filter by user, area and date range",
    pathParams: z.object({ companyId: IdParam }),
    query: AuditQuery,
    responses: { 200: paged(AuditEntry), ...authErrors },
  },
});

/**
 * Each company area's History route, one per area so the gate checks that area's read
 * permission (a platform area's History is contract/audit-platform.ts's).
 */
export const auditHistoryContract = c.router(
  Object.fromEntries(COMPANY_AUDIT_AREAS.map((area) => [area, historyRoute(area)])) as {
    [A in CompanyAuditArea]: ReturnType<typeof historyRoute<A>>;
  },
);
