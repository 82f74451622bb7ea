import { keepPreviousData } from '@tanstack/react-query';
import { PLATFORM_AUDIT_AREAS, PlatformAuditQuery } from '#contract/audit';
import { tsr } from '../../api/tsr';
import { contractQuery } from '../../kit/contract-query';
import { AuditTrail } from './AuditTrail';
import type { AuditListQuery } from './trail';

const usePlatformTrail = (query: AuditListQuery) =>
  tsr.auditPlatform.list.useQuery({
    queryKey: ['audit', 'platform', query],
    queryData: { query: contractQuery(PlatformAuditQuery, query) },
    placeholderData: keepPreviousData,
  });

/**
 * /admin/audit: the platform's changes (registrations of interest…), newest first. The admin
 * layout lets platform admins only, and the server answers 404 to anyone else.
 */
export default function PlatformAuditPage() {
  return (
    <AuditTrail
      trail={{ path: '/audit', areas: PLATFORM_AUDIT_AREAS, useRows: usePlatformTrail }}
    />
  );
}
