import { suppliersArea } from '#contract/areas/suppliers';
import { defineServerArea } from '#server/kit/area';
import { seedDemoSuppliers } from './demo';
import { suppliersRouter } from './routes';

export const suppliersServer = defineServerArea({
  area: suppliersArea,
  routers: { suppliers: suppliersRouter },
  seed: (tx) => seedDemoSuppliers(tx),
});
