import { propertyContentArea } from '#contract/areas/property-content';
import { defineServerArea } from '#server/kit/area';
import { seedDemoProperties } from './demo';
import { propertyContentRouter } from './routes';

export const propertyContentServer = defineServerArea({
  area: propertyContentArea,
  routers: { propertyContent: propertyContentRouter },
  seedApplication: (tx, applicationId) => seedDemoProperties(tx, applicationId),
});
