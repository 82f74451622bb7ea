import { membershipLevelsArea } from '#contract/areas/membership-levels';
import { defineServerArea } from '#server/kit/area';
import { seedDemoLevels } from './demo';
import { membershipLevelsRouter } from './routes';

export const membershipLevelsServer = defineServerArea({
  area: membershipLevelsArea,
  routers: { membershipLevels: membershipLevelsRouter },
  seedApplication: (tx, applicationId) => seedDemoLevels(tx, applicationId),
});
