import { auditArea } from '#contract/areas/audit';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

export const auditClient = defineClientArea({
  area: auditArea,
  pages: [
    { path: '/audit', access: 'audit.list', page: lazyPage(() => import('./AuditPage')) },
    // The platform's changes that belong to no one company (contract/audit.ts).
    { scope: 'platform', path: '/audit', page: lazyPage(() => import('./PlatformAuditPage')) },
  ],
  nav: [
    { id: 'company-audit', label: 'Audit trail', path: '/audit', icon: 'history' },
    { id: 'admin-audit', label: 'Audit trail', path: '/audit', scope: 'platform', icon: 'history' },
  ],
});
