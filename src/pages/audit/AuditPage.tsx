import { keepPreviousData } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { AuditQuery, COMPANY_AUDIT_AREAS } from '#contract/audit';
import { MAX_PAGE_SIZE } from '#contract/paging';
import { tsr } from '../../api/tsr';
import { contractQuery } from '../../kit/contract-query';
import { AuditTrail } from './AuditTrail';
import type { AuditListQuery } from './trail';

const useCompanyId = () => useParams<{ companyId: string }>().companyId ?? '';

function useCompanyTrail(query: AuditListQuery) {
  const companyId = useCompanyId();
  return tsr.audit.list.useQuery({
    queryKey: ['audit', companyId, query],
    queryData: { params: { companyId }, query: contractQuery(AuditQuery, query) },
    placeholderData: keepPreviousData,
  });
}

/** /companies/{companyId}/audit: the company's changes, newest first, server-paged. */
export default function AuditPage() {
  const companyId = useCompanyId();
  // The company's people to pick from, the largest page the list gives (sorted by name).
  const people = tsr.users.list.useQuery({
    queryKey: ['users', companyId, 'audit-picker'],
    queryData: { params: { companyId }, query: { page: 1, pageSize: MAX_PAGE_SIZE } },
  });
  return (
    <AuditTrail
      trail={{
        path: `/companies/${companyId}/audit`,
        areas: COMPANY_AUDIT_AREAS,
        people: (people.data?.body.items ?? []).map((u) => ({
          value: String(u.userId),
          label: u.fullName || u.email,
        })),
        useRows: useCompanyTrail,
      }}
    />
  );
}
