import { locationsArea } from '#contract/areas/locations';
import { defineServerArea } from '#server/kit/area';
import { seedDemoLocations } from './demo';
import {
  flightPartnerLocationsRouter,
  locationListsRouter,
  locationsRouter,
  topLocationsRouter,
} from './routes';

export const locationsServer = defineServerArea({
  area: locationsArea,
  routers: {
    locationLists: locationListsRouter,
    locations: locationsRouter,
    topLocations: topLocationsRouter,
    flightPartnerLocations: flightPartnerLocationsRouter,
  },
  seedApplication: (tx, applicationId) => seedDemoLocations(tx, applicationId),
});
