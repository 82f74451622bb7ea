import { accommodationOverridesArea } from '#contract/areas/accommodation-overrides';
import { defineServerArea } from '#server/kit/area';
import { seedDemoOverrides } from './demo';
import { accommodationOverridesRouter } from './routes';

export const accommodationOverridesServer = defineServerArea({
  area: accommodationOverridesArea,
  routers: { accommodationOverrides: accommodationOverridesRouter },
  seedApplication: (tx, applicationId) => seedDemoOverrides(tx, applicationId),
});
