import { auditArea } from '#contract/areas/audit';
import { defineServerArea } from '#server/kit/area';
import { auditHistoryRouter, auditRouter } from './routes';

/** The trail, and every audited record's History (one route per kind of record). */
export const auditServer = defineServerArea({
  area: auditArea,
  routers: { audit: auditRouter, auditHistory: auditHistoryRouter },
});
