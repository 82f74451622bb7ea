import { AUDIT_TEXT, type AuditEntry } from '#contract/audit';
import { actorOf } from '../../components/audit-values';
import { areaLabel, ChangeList } from '../../components/HistoryPanelChanges';
import { DateTimeCell } from '../../kit/cells';
import { KitListPage } from '../../kit/KitListPage';
import type { KitArea, KitColumn, KitList } from '../../kit/types';
import { type AuditFilterKey, filtersOf, type Trail } from './trail';

const COLUMNS: readonly KitColumn<AuditEntry, never>[] = [
  { key: 'at', header: 'When', cell: (e) => <DateTimeCell value={e.at} /> },
  { key: 'actor', header: 'User', cell: actorOf },
  { key: 'area', header: 'Area', cell: areaLabel },
  { key: 'label', header: 'Record', cell: (e) => e.label ?? `#${e.recordId}` },
  { key: 'action', header: 'Action', cell: (e) => AUDIT_TEXT.actions[e.action] },
  { key: 'changes', header: 'Changes', cell: (e) => <ChangeList entry={e} /> },
];

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
