import { linkedCompaniesArea } from '#contract/areas/linked-companies';
import { defineServerArea } from '#server/kit/area';
import { linkedCompaniesRouter } from './routes';

export const linkedCompaniesServer = defineServerArea({
  area: linkedCompaniesArea,
  routers: { linkedCompanies: linkedCompaniesRouter },
});
