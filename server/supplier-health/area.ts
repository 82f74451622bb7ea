import { supplierHealthArea } from '#contract/areas/supplier-health';
import { defineServerArea } from '#server/kit/area';
import { supplierHealthRouter } from './routes';

export const supplierHealthServer = defineServerArea({
  area: supplierHealthArea,
  routers: { supplierHealth: supplierHealthRouter },
});
