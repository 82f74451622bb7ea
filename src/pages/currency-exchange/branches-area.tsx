import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  type BranchCreate,
  BranchFields,
  BranchListQuery,
  type BranchRecord,
  type BranchRow,
  CURREX_TEXT,
} from '#contract/currency-exchange';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { branchGroups, EMPTY_BRANCH } from './forms';
import { currexKey, currexPaths } from './paths';

type Named = Pick<BranchRow, 'branchId' | 'name'>;

export const branchesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Branch',
  plural: 'Branches',
  paths: currexPaths(applicationId).branches,
  idOf: (row) => row.branchId,
  nameOf: (row) => row.name,
  access: {
    edit: 'currexBranches.update',
    add: 'currexBranches.create',
    remove: 'currexBranches.remove',
  },
  titles: { view: 'Edit Branch', edit: 'Edit Branch', add: 'Add Branch' },
  cacheKey: currexKey(applicationId),
  afterSave: 'list',
});

export const branchesList = (
  applicationId: string,
): KitList<BranchRow, 'name' | 'city', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'city', header: 'City', sortable: true },
    { key: 'openDays', header: 'Open' },
    { key: 'currencies', header: 'Currencies' },
  ],
  useRows: (query) =>
    tsr.currexBranches.list.useQuery({
      queryKey: [...currexKey(applicationId), 'branches', query],
      queryData: { params: { applicationId }, query: contractQuery(BranchListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search branch names and cities',
  emptyText: 'No branches yet.',
  standard: ['edit'],
});

export const branchRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the branch '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.currexBranches.remove({ params: { applicationId, branchId: String(r.branchId) } }),
      200,
    ),
  done: CURREX_TEXT.branchRemoved,
});

const toForm = (r: BranchRecord): BranchCreate => {
  const { branchId: _i, companyId: _c, created: _cr, updated: _u, version: _v, ...form } = r;
  return form;
};

export const branchRecord = (
  applicationId: string,
): KitRecord<BranchRecord, BranchCreate, z.output<typeof BranchFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.currexBranches.get.useQuery({
      queryKey: [...currexKey(applicationId), 'branch', id],
      queryData: { params: { applicationId, branchId: id } },
    }),
  toForm,
  form: declaredForm(BranchFields, branchGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.currexBranches.update({
        params: { applicationId, branchId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: CURREX_TEXT.branchSaved,
  // The branch's one page is its edit page: its History is shown there.
  beside: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="currexBranches"
      recordId={String(r.branchId)}
    />
  ),
  remove: branchRemove(applicationId),
});

export const branchAdd = (
  applicationId: string,
): KitAdd<BranchCreate, z.output<typeof BranchFields>> => ({
  useInitial: () => EMPTY_BRANCH,
  form: declaredForm(BranchFields, branchGroups, false),
  create: async (body) =>
    (await expectStatus(api.currexBranches.create({ params: { applicationId }, body }), 201))
      .branchId,
  added: CURREX_TEXT.branchAdded,
});
