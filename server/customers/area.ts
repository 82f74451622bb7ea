import { customersArea } from '#contract/areas/customers';
import { defineServerArea } from '#server/kit/area';
import { customersRouter } from './routes';

export const customersServer = defineServerArea({
  area: customersArea,
  routers: { customers: customersRouter },
});
