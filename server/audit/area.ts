import { auditArea } from '#contract/areas/audit';
import { defineServerArea } from '#server/kit/area';
import { auditHistoryRouter, auditPlatformRouter, auditRouter } from './routes';

/**
 * The company's trail and every audited record's History (one route per kind of record), and the
 * platform's trail with the CRM records' History.
 */
export const auditServer = defineServerArea({
  area: auditArea,
  routers: {
    audit: auditRouter,
    auditHistory: auditHistoryRouter,
    auditPlatform: auditPlatformRouter,
  },
});
