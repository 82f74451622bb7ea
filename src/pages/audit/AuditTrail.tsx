import { AUDIT_AREAS, AUDIT_TEXT, type AuditArea, type AuditEntry } from '#contract/audit';
import type { Paged } from '#contract/paging';
import { actorOf, areaLabel, ChangeList } from '../../components/HistoryPanelChanges';
import { DateTimeCell } from '../../kit/cells';
import { KitListPage } from '../../kit/KitListPage';
import type { KitListQuery } from '../../kit/list-url';
import type { KitArea, KitColumn, KitFilter, KitList, KitQueryResult } from '../../kit/types';

export type AuditFilterKey = 'actorId' | 'area' | 'from' | 'to';
/** A trail is newest first, always: it has no sort keys. */
export type AuditListQuery = KitListQuery<never, AuditFilterKey>;

/** What differs between a company's trail and the platform's; the rest is one page. */
export interface Trail {
  /** The list's own path, in the router it renders in. */
  path: string;
  /** The areas of the trail's scope, offered by the Area filter when there are several. */
  areas: readonly AuditArea[];
  /** The people the User filter offers; left out, it is not offered. */
  people?: readonly { value: string; label: string }[];
  useRows(query: AuditListQuery): KitQueryResult<Paged<AuditEntry>>;
}

const COLUMNS: readonly KitColumn<AuditEntry, never>[] = [
  { key: 'at', header: 'When', cell: (e) => <DateTimeCell value={e.at} /> },
  { key: 'actor', header: 'User', cell: actorOf },
  { key: 'area', header: 'Area', cell: areaLabel },
  { key: 'label', header: 'Record', cell: (e) => e.label ?? `#${e.recordId}` },
  { key: 'action', header: 'Action', cell: (e) => AUDIT_TEXT.actions[e.action] },
  { key: 'changes', header: 'Changes', cell: (e) => <ChangeList entry={e} /> },
];

function filtersOf(trail: Trail): KitFilter<AuditFilterKey>[] {
  const areas = trail.areas.map((area) => ({ value: area, label: AUDIT_AREAS[area].label }));
  return [
    ...(trail.people
      ? [{ kind: 'select', key: 'actorId', label: 'User', options: trail.people } as const]
      : []),
    ...(areas.length > 1
      ? [{ kind: 'select', key: 'area', label: 'Area', options: areas } as const]
      : []),
    { kind: 'dateRange', label: 'Changed', from: 'from', to: 'to' },
  ];
}

/**
 * A trail of changes, newest first, on the kit's list (search, filters and page in the URL).
 * Its rows are no records of their own, so they have no View or Edit and no links.
 */
export function AuditTrail({ trail }: { trail: Trail }) {
  const area: KitArea<AuditEntry> = {
    noun: 'Change',
    plural: AUDIT_TEXT.title,
    // No row links to a page of its own; the list is the only page.
    paths: { list: trail.path, view: () => trail.path },
    idOf: (entry) => entry.id,
    nameOf: (entry) => entry.label ?? `#${entry.recordId}`,
    cacheKey: ['audit'],
  };
  const list: KitList<AuditEntry, never, AuditFilterKey> = {
    columns: COLUMNS,
    filters: filtersOf(trail),
    useRows: trail.useRows,
    searchLabel: 'Search records',
    emptyText: AUDIT_TEXT.empty,
    standard: [],
  };
  return <KitListPage area={area} list={list} />;
}
