import { keepPreviousData } from '@tanstack/react-query';
import {
  BILLING_LABELS,
  LEVEL_TEXT,
  type MembershipLevel,
  MembershipLevelListQuery,
  type MembershipLevelRow,
} from '#contract/membership-levels';
import { Card, Muted } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import {
  EMPTY_LEVEL,
  LevelForm,
  type LevelFormIn,
  type LevelFormOut,
  toLevelForm,
} from './level-form';
import { levelPaths, levelsKey } from './paths';

type Named = Pick<MembershipLevelRow, 'membershipId' | 'name'>;

export const levelsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Membership Level',
  plural: 'Membership Levels',
  paths: levelPaths(applicationId),
  idOf: (row) => row.membershipId,
  nameOf: (row) => row.name,
  access: {
    edit: 'membershipLevels.update',
    add: 'membershipLevels.create',
    remove: 'membershipLevels.remove',
  },
  cacheKey: levelsKey(applicationId),
});

/** How many customers hold the level, linked to them in the customers list. */
function Members({
  applicationId,
  name,
  members,
}: {
  applicationId: string;
  name: string;
  members: number;
}) {
  if (members === 0) return <>No members</>;
  return (
    <a
      href={levelPaths(applicationId).members(name)}
    >{`${members} member${members === 1 ? '' : 's'}`}</a>
  );
}

export const levelsList = (
  applicationId: string,
): KitList<MembershipLevelRow, 'name' | 'price', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'price', header: 'Price', sortable: true, kind: 'money' },
    { key: 'billingPeriod', header: 'Billing', cell: (r) => BILLING_LABELS[r.billingPeriod] },
    { key: 'linkedCompanyName', header: 'Linked Company', cell: (r) => r.linkedCompanyName ?? '' },
    {
      key: 'members',
      header: 'Members',
      cell: (r) => <Members applicationId={applicationId} name={r.name} members={r.members} />,
    },
  ],
  useRows: (query) =>
    tsr.membershipLevels.list.useQuery({
      queryKey: [...levelsKey(applicationId), 'list', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(MembershipLevelListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search names and benefits',
  emptyText: 'No membership levels yet.',
});

export const levelRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) =>
    `Are you sure you want to delete the level '${r.name}'? Its members keep their records.`,
  run: (r) =>
    expectStatus(
      api.membershipLevels.remove({
        params: { applicationId, membershipId: String(r.membershipId) },
      }),
      200,
    ),
  done: LEVEL_TEXT.removed,
});

export const levelRecord = (
  applicationId: string,
): KitRecord<MembershipLevel, LevelFormIn, LevelFormOut> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.membershipLevels.get.useQuery({
      queryKey: [...levelsKey(applicationId), 'level', id],
      queryData: { params: { applicationId, membershipId: id } },
    }),
  toForm: toLevelForm,
  form: (props) => <LevelForm applicationId={applicationId} editing {...props} />,
  update: (id, body, version) =>
    expectStatus(
      api.membershipLevels.update({
        params: { applicationId, membershipId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: LEVEL_TEXT.updated,
  panels: (r) => (
    <Card title="Members">
      <Muted>Members are the application’s customers whose membership level is this one.</Muted>
      <p>
        <Members applicationId={applicationId} name={r.name} members={r.members} />
      </p>
    </Card>
  ),
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="membershipLevels"
      recordId={String(r.membershipId)}
    />
  ),
  remove: levelRemove(applicationId),
});

export const levelAdd = (applicationId: string): KitAdd<LevelFormIn, LevelFormOut> => ({
  useInitial: () => EMPTY_LEVEL,
  form: (props) => <LevelForm applicationId={applicationId} editing={false} {...props} />,
  create: async (body) =>
    (await expectStatus(api.membershipLevels.create({ params: { applicationId }, body }), 201))
      .membershipId,
  added: LEVEL_TEXT.added,
});
