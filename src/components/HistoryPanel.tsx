import { useState } from 'react';
import {
  AUDIT_TEXT,
  type AuditArea,
  type AuditEntry,
  type CompanyAuditArea,
} from '#contract/audit';
import type { CrmHistoryArea, CrmMemberHistoryArea } from '#contract/audit-platform';
import { PAGE_SIZE } from '#contract/constants';
import type { Paged } from '#contract/paging';
import { Button, Card, Muted } from '#ui';
import { tsr } from '../api/tsr';
import { DateTimeCell } from '../kit/cells';
import { actorOf } from './audit-values';
import { ChangeList } from './HistoryPanelChanges';
import { usePermission } from './permissions';

/** A company record's History, or a CRM record's (read through the platform admins' routes). */
type CompanyProps = { companyId: string; area: CompanyAuditArea; recordId: string };
type CrmProps = { crm: CrmHistoryArea; recordId: string };
type CrmMemberProps = { crm: CrmMemberHistoryArea; companyId: string; recordId: string };
type Props = CompanyProps | CrmProps | CrmMemberProps;

/** The query key of a record's History; an edit page may invalidate it after a save. */
export const historyKey = (area: AuditArea, recordId: string) => ['audit', area, recordId];

/** What a History reads of one page of its route's answer. */
type PageQuery = { data?: { body: Paged<AuditEntry> } | undefined; isSuccess: boolean };
/** One page of the record's History; `enabled` false asks nothing of the server. */
type UsePage = (page: number, enabled: boolean) => PageQuery;

/** Every area's History route has the same shapes; only the path differs, so one type serves. */
const companyHistoryOf = (area: CompanyAuditArea) =>
  tsr.auditHistory[area] as typeof tsr.auditHistory.roles;

const pageQuery = (page: number) => ({ page, pageSize: PAGE_SIZE });

/** One page of the record's changes; the last page tells whether there are more. */
function HistoryPage({ usePage, page }: { usePage: UsePage; page: number }) {
  const query = usePage(page, true);
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
            <strong>{AUDIT_TEXT.actions[entry.action]}</strong> <DateTimeCell value={entry.at} /> ·{' '}
            {actorOf(entry)}
          </div>
          <ChangeList entry={entry} />
        </li>
      ))}
    </>
  );
}

/** The record's changes, newest first, ten at a time with "Load more". */
function HistoryCard({ usePage, allowed }: { usePage: UsePage; allowed: boolean }) {
  const [pages, setPages] = useState(1);
  const first = usePage(1, allowed);
  if (!allowed) return null;
  const total = first.data?.body.total ?? 0;
  return (
    <Card title={AUDIT_TEXT.history} aria-label={AUDIT_TEXT.history}>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {/* Page numbers are the pages' identities: they only ever grow at the end. */}
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <HistoryPage key={`page-${page}`} usePage={usePage} page={page} />
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

/** Shown to those who may read the area (the server asks the same of its History route). */
function CompanyHistory({ companyId, area, recordId }: CompanyProps) {
  const allowed = usePermission(`auditHistory.${area}`);
  const usePage: UsePage = (page, enabled) =>
    companyHistoryOf(area).useQuery({
      queryKey: [...historyKey(area, recordId), page],
      queryData: { params: { companyId, recordId }, query: pageQuery(page) },
      enabled,
    });
  return <HistoryCard usePage={usePage} allowed={allowed} />;
}

// The CRM's pages show to platform admins only, who may read every CRM record's History.

function CrmHistory({ crm, recordId }: CrmProps) {
  const usePage: UsePage = (page, enabled) =>
    (tsr.auditPlatform[crm] as typeof tsr.auditPlatform.registrations).useQuery({
      queryKey: [...historyKey(crm, recordId), 'crm', page],
      queryData: { params: { recordId }, query: pageQuery(page) },
      enabled,
    });
  return <HistoryCard usePage={usePage} allowed />;
}

function CrmMemberHistory({ crm, companyId, recordId }: CrmMemberProps) {
  const usePage: UsePage = (page, enabled) =>
    (tsr.auditPlatform[crm] as typeof tsr.auditPlatform.users).useQuery({
      queryKey: [...historyKey(crm, recordId), 'crm', companyId, page],
      queryData: { params: { companyId, recordId }, query: pageQuery(page) },
      enabled,
    });
  return <HistoryCard usePage={usePage} allowed />;
}

/** A view page's History: the record's changes, newest first, ten at a time with "Load more". */
export function HistoryPanel(props: Props) {
  if (!('crm' in props)) return <CompanyHistory {...props} />;
  return 'companyId' in props ? <CrmMemberHistory {...props} /> : <CrmHistory {...props} />;
}
