import { AUDIT_AREAS, type AuditArea, type AuditEntry } from '#contract/audit';
import type { Paged } from '#contract/paging';
import type { KitListQuery } from '../../kit/list-url';
import type { KitFilter, KitQueryResult } from '../../kit/types';

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

/** The filters a trail offers: its people and areas only when there is a choice to make. */
export function filtersOf(trail: Trail): KitFilter<AuditFilterKey>[] {
  const areas = trail.areas.map((area) => ({ value: area, label: AUDIT_AREAS[area].label }));
  return [
    ...(trail.people
      ? [
          {
            kind: 'select',
            key: 'actorId',
            label: 'User',
            options: trail.people,
            emptyLabel: 'All users',
          } as const,
        ]
      : []),
    ...(areas.length > 1
      ? [
          {
            kind: 'select',
            key: 'area',
            label: 'Area',
            options: areas,
            emptyLabel: 'All areas',
          } as const,
        ]
      : []),
    { kind: 'dateRange', label: 'Changed', from: 'from', to: 'to' },
  ];
}
