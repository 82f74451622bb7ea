import { locationNormalisationArea } from '#contract/areas/location-normalisation';
import { defineServerArea } from '#server/kit/area';
import { seedDemoLocations } from './demo';
import { locationNormalisationRouter } from './routes';

export const locationNormalisationServer = defineServerArea({
  area: locationNormalisationArea,
  routers: { locationNormalisation: locationNormalisationRouter },
  seed: (tx) => seedDemoLocations(tx),
});
