import { applicationsArea } from '#contract/areas/applications';
import { defineServerArea } from '#server/kit/area';
import { applicationsRouter } from './routes';

export const applicationsServer = defineServerArea({
  area: applicationsArea,
  routers: { applications: applicationsRouter },
});
