import { useState } from 'react';
import { AUDIT_TEXT, type AuditArea } from '#contract/audit';
import { PAGE_SIZE } from '#contract/constants';
import { Button, Card, Muted } from '#ui';
import { tsr } from '../api/tsr';
import { actorOf, ChangeList, whenOf } from './HistoryPanelChanges';
import { usePermission } from './permissions';

type Props = { companyId: string; area: AuditArea; recordId: string };

/** The query key of a record's History; an edit page may invalidate it after a save. */
export const historyKey = (area: AuditArea, recordId: string) => ['audit', area, recordId];

/** Every area's History route has the same shapes; only the path differs, so one type serves. */

const historyOf = (area: AuditArea) => tsr.auditHistory[area] as typeof tsr.auditHistory.roles;

/** One page of the record's changes; the last page tells whether there are more. */
function HistoryPage({ companyId, area, recordId, page }: Props & { page: number }) {
  const query = historyOf(area).useQuery({
    queryKey: [...historyKey(area, recordId), page],
    queryData: { params: { companyId, recordId }, query: { page, pageSize: PAGE_SIZE } },
  });
  const items = query.data?.body.items ?? [];
  // Inside the panel's <ol>, so even "no changes yet" is a list item (axe: list).
  if (page === 1 && query.isSuccess && items.length === 0) {
    return (
      <li>
        <Muted>{AUDIT_TEXT.empty}</Muted>
      </li>
    );
  }
  return (
    <>
      {items.map((entry) => (
        <li key={entry.id} style={{ marginBottom: '0.75rem' }}>
          <div>
            <strong>{AUDIT_TEXT.actions[entry.action]}</strong> {whenOf(entry)} · {actorOf(entry)}
          </div>
          <ChangeList entry={entry} />
        </li>
      ))}
    </>
  );
}

/**
 * A view page's History: the record's changes, newest first, ten at a time with "Load more".
 * Shown to those who may read the area (the server asks the same of its History route).
 */
export function HistoryPanel(props: Props) {
  const allowed = usePermission(`auditHistory.${props.area}`);
  const [pages, setPages] = useState(1);
  const first = historyOf(props.area).useQuery({
    queryKey: [...historyKey(props.area, props.recordId), 1],
    queryData: {
      params: { companyId: props.companyId, recordId: props.recordId },
      query: { page: 1, pageSize: PAGE_SIZE },
    },
    enabled: allowed,
  });
  if (!allowed) return null;
  const total = first.data?.body.total ?? 0;
  return (
    <Card title={AUDIT_TEXT.history} aria-label={AUDIT_TEXT.history}>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {/* Page numbers are the pages' identities: they only ever grow at the end. */}
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <HistoryPage key={`page-${page}`} {...props} page={page} />
        ))}
      </ol>
      {total > pages * PAGE_SIZE ? (
        <Button tone="secondary" onClick={() => setPages(pages + 1)}>
          {AUDIT_TEXT.loadMore}
        </Button>
      ) : null}
    </Card>
  );
}
