import { companiesArea } from '#contract/areas/companies';
import { defineServerArea } from '#server/kit/area';
import { companiesRouter } from './routes';

export const companiesServer = defineServerArea({
  area: companiesArea,
  routers: { companies: companiesRouter },
});
