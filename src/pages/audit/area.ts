import { auditArea } from '#contract/areas/audit';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

export const auditClient = defineClientArea({
  area: auditArea,
  pages: [{ path: '/audit', access: 'audit.list', page: lazyPage(() => import('./AuditPage')) }],
  nav: [{ id: 'company-audit', label: 'Audit trail', path: '/audit' }],
});
