import * as z from 'zod';
import { authErrors, c, IdParam, ProblemSchema, staleError } from './common';
import {
  Extra,
  ExtraCreate,
  ExtraGroup,
  ExtraGroupCreate,
  ExtraGroupRow,
  ExtraGroupUpdate,
  ExtraRow,
  ExtraUpdate,
} from './extra-records';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './extra-records';

/** An application's extras (issue 29): add-ons in groups, priced per person or per booking. */

export const GROUP_SORTS = ['name'] as const;
export const ExtraGroupListQuery = listQuery(GROUP_SORTS);
export type ExtraGroupListQuery = z.infer<typeof ExtraGroupListQuery>;
export const EXTRA_SORTS = ['name', 'price'] as const;
export const ExtraListQuery = listQuery(EXTRA_SORTS).extend({ groupId: IdParam.optional() });
export type ExtraListQuery = z.infer<typeof ExtraListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const groups = '/api/applications/:applicationId/extraGroups';
const group = `${groups}/:groupId`;
const GroupPath = AppPath.extend({ groupId: IdParam });
const extras = '/api/applications/:applicationId/extras';
const extra = `${extras}/:extraId`;
const ExtraPath = AppPath.extend({ extraId: IdParam });
const removed = { 200: z.object({ message: z.string() }), ...authErrors };

const g = pageAccess.extraGroups;
export const extraGroupsContract = c.router({
  list: {
    method: 'GET',
    path: groups,
    metadata: { access: g.list },
    summary: "A page of the application's extra groups with how many extras each holds",
    pathParams: AppPath,
    query: ExtraGroupListQuery,
    responses: { 200: paged(ExtraGroupRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: groups,
    metadata: { access: g.create },
    summary: 'Add an extra group; its name is unique in the application',
    pathParams: AppPath,
    body: ExtraGroupCreate,
    responses: { 201: z.object({ groupId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: group,
    metadata: { access: g.get },
    summary: 'An extra group with its version',
    pathParams: GroupPath,
    responses: { 200: ExtraGroup, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: group,
    metadata: { access: g.update },
    summary: 'Change an extra group; 409 when someone saved it since it was read',
    pathParams: GroupPath,
    body: ExtraGroupUpdate,
    responses: { 200: ExtraGroup, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: group,
    metadata: { access: g.remove },
    summary: 'Delete an empty extra group; 409 while it holds extras',
    pathParams: GroupPath,
    body: c.noBody(),
    responses: { ...removed, 409: ProblemSchema },
  },
});

const e = pageAccess.extras;
export const extrasContract = c.router({
  list: {
    method: 'GET',
    path: extras,
    metadata: { access: e.list },
    summary: "A page of the application's extras, of one group when groupId is given",
    pathParams: AppPath,
    query: ExtraListQuery,
    responses: { 200: paged(ExtraRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: extras,
    metadata: { access: e.create },
    summary: 'Add an extra to one of the application’s groups; its name is unique in the group',
    pathParams: AppPath,
    body: ExtraCreate,
    responses: { 201: z.object({ extraId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: extra,
    metadata: { access: e.get },
    summary: 'An extra with its version',
    pathParams: ExtraPath,
    responses: { 200: Extra, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: extra,
    metadata: { access: e.update },
    summary: 'Change an extra; 409 when someone saved it since it was read',
    pathParams: ExtraPath,
    body: ExtraUpdate,
    responses: { 200: Extra, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: extra,
    metadata: { access: e.remove },
    summary: 'Delete an extra',
    pathParams: ExtraPath,
    body: c.noBody(),
    responses: removed,
  },
});
