import { extrasArea } from '#contract/areas/extras';
import { defineServerArea } from '#server/kit/area';
import { seedDemoExtras } from './demo';
import { extraGroupsRouter, extrasRouter } from './routes';

export const extrasServer = defineServerArea({
  area: extrasArea,
  routers: { extraGroups: extraGroupsRouter, extras: extrasRouter },
  seedApplication: (tx, applicationId) => seedDemoExtras(tx, applicationId),
});
