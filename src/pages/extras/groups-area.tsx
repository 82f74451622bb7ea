import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  EXTRA_TEXT,
  type ExtraGroup,
  ExtraGroupCreate,
  ExtraGroupFields,
  ExtraGroupListQuery,
  type ExtraGroupRow,
} from '#contract/extras';
import { Button, Card, Muted } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { extrasKey, groupPaths } from './paths';

type Named = Pick<ExtraGroupRow, 'groupId' | 'name'>;

export const groupsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Extra Group',
  plural: 'Extra Groups',
  paths: groupPaths(applicationId),
  idOf: (row) => row.groupId,
  nameOf: (row) => row.name,
  access: {
    edit: 'extraGroups.update',
    add: 'extraGroups.create',
    remove: 'extraGroups.remove',
  },
  cacheKey: extrasKey(applicationId),
});

const groupForm = [
  {
    title: 'Group',
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
  },
] as const;

export const groupsList = (applicationId: string): KitList<ExtraGroupRow, 'name', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'description', header: 'Description' },
    { key: 'extras', header: 'Extras', kind: 'number' },
  ],
  actions: [
    {
      label: 'Extras',
      access: 'extras.list',
      href: (r) => groupPaths(applicationId).extras(r.groupId),
    },
  ],
  useRows: (query) =>
    tsr.extraGroups.list.useQuery({
      queryKey: [...extrasKey(applicationId), 'groups', query],
      queryData: { params: { applicationId }, query: contractQuery(ExtraGroupListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search groups',
  emptyText: 'No extra groups yet: add one, then its extras.',
});

export const groupRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the group '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.extraGroups.remove({ params: { applicationId, groupId: String(r.groupId) } }),
      200,
    ),
  done: EXTRA_TEXT.groupRemoved,
});

export const groupRecord = (
  applicationId: string,
): KitRecord<ExtraGroup, ExtraGroupCreate, z.output<typeof ExtraGroupFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.extraGroups.get.useQuery({
      queryKey: [...extrasKey(applicationId), 'group', id],
      queryData: { params: { applicationId, groupId: id } },
    }),
  toForm: (g) => ({ name: g.name, description: g.description }),
  form: declaredForm(ExtraGroupFields, groupForm, true),
  update: (id, body, version) =>
    expectStatus(
      api.extraGroups.update({
        params: { applicationId, groupId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (g) => g.version,
  updated: EXTRA_TEXT.groupUpdated,
  panels: (g) => (
    <Card title="Extras">
      <Muted>{`${g.extras} extra${g.extras === 1 ? '' : 's'} in this group.`}</Muted>
      <Button tone="secondary" asChild>
        <a href={groupPaths(applicationId).extras(g.groupId)}>{`Open the extras of ${g.name}`}</a>
      </Button>
    </Card>
  ),
  history: (g) => (
    <HistoryPanel companyId={String(g.companyId)} area="extraGroups" recordId={String(g.groupId)} />
  ),
  remove: groupRemove(applicationId),
});

export const groupAdd = (
  applicationId: string,
): KitAdd<ExtraGroupCreate, z.output<typeof ExtraGroupCreate>> => ({
  useInitial: () => ({ name: '', description: '' }),
  form: declaredForm(ExtraGroupCreate, groupForm, false),
  create: async (body) =>
    (await expectStatus(api.extraGroups.create({ params: { applicationId }, body }), 201)).groupId,
  added: EXTRA_TEXT.groupAdded,
});
