import { adminCrmArea } from '#contract/areas/admin-crm';
import { defineServerArea } from '#server/kit/area';
import { seedDemoRegistrations } from './demo';
import { adminCrmRouter } from './routes';

export const adminCrmServer = defineServerArea({
  area: adminCrmArea,
  routers: { adminCrm: adminCrmRouter },
  seed: (tx) => seedDemoRegistrations(tx),
});
